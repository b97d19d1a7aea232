package org.mnemos.it.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;
import org.mnemos.launcher.ListenerCommands;
import org.mnemos.launcher.PoolCommands;

/**
 * What the integration tests' Payara Micro needs before Arquillian boots it: the real PostgreSQL
 * (the one named by {@code MNEMOS_TEST_DB_URL}, with {@code MNEMOS_TEST_DB_USER} /
 * {@code MNEMOS_TEST_DB_PASSWORD}, or one started here from the embedded binaries) in a post-boot
 * file that creates the pool, and the token issuer's key pair (see {@link Tokens}).
 */
public class TestEnvironment implements LauncherSessionListener {

    /**
     * The port the server mails to (arquillian.xml: {@code -Dmnemos.smtp.port=${mnemos.it.smtp.port}}), where
     * NotificationsIT runs its own SMTP server; chosen free here, before Arquillian reads its configuration.
     */
    public static final String SMTP_PORT = "mnemos.it.smtp.port";

    private static Properties connection;
    private EmbeddedPostgres embedded;

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        String url = System.getenv("MNEMOS_TEST_DB_URL");
        try {
            if (url == null || url.isBlank()) {
                embedded = EmbeddedPostgres.builder().start();
                url = "jdbc:postgresql://localhost:" + embedded.getPort() + "/postgres";
                connection = connection(url, "postgres", "postgres");
            } else {
                connection =
                        connection(url, env("MNEMOS_TEST_DB_USER", "postgres"), env("MNEMOS_TEST_DB_PASSWORD", ""));
            }
            Path dir = Files.createDirectories(Path.of(System.getProperty("mnemos.test.dir", "target/it")));
            Files.writeString(dir.resolve("preboot.asadmin"), ListenerCommands.asCommandFile());
            Files.writeString(dir.resolve("postboot.asadmin"), PoolCommands.asCommandFile(connection));
            Tokens.writeKeyPair(dir);
            System.setProperty(SMTP_PORT, Integer.toString(freePort()));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the test database", e);
        }
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        if (embedded != null) {
            try {
                embedded.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A direct connection to the database the deployment uses, for assertions on stored rows. */
    public static Connection open() throws SQLException {
        return DriverManager.getConnection(connection.getProperty("url"), connection);
    }

    /**
     * A new, empty database of that name on the tests' PostgreSQL (dropped first if a previous run left it),
     * for launched instances that must not see the other tests' data: its JDBC URL, user and password.
     */
    public static Properties freshDatabase(String name) throws SQLException {
        try (Connection db = open();
                java.sql.Statement statement = db.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            statement.execute("CREATE DATABASE " + name);
        }
        String url = connection.getProperty("url");
        int path = url.indexOf('/', url.indexOf("//") + 2);
        int query = url.indexOf('?', path);
        Properties fresh = (Properties) connection.clone();
        fresh.setProperty("url", url.substring(0, path + 1) + name + (query < 0 ? "" : url.substring(query)));
        return fresh;
    }

    private static Properties connection(String url, String user, String password) {
        Properties properties = new Properties();
        properties.setProperty("url", url);
        properties.setProperty("user", user);
        properties.setProperty("password", password);
        return properties;
    }

    private static int freePort() throws IOException {
        try (java.net.ServerSocket socket =
                new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null ? fallback : value;
    }
}
