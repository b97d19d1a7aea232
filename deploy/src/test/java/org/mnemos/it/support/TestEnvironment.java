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
import org.mnemos.launcher.PoolCommands;

/**
 * What the integration tests' Payara Micro needs before Arquillian boots it: the real PostgreSQL
 * (the one named by {@code MNEMOS_TEST_DB_URL}, with {@code MNEMOS_TEST_DB_USER} /
 * {@code MNEMOS_TEST_DB_PASSWORD}, or one started here from the embedded binaries) in a post-boot
 * file that creates the pool, and the token issuer's key pair (see {@link Tokens}).
 */
public class TestEnvironment implements LauncherSessionListener {

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
            Files.writeString(dir.resolve("postboot.asadmin"), PoolCommands.asCommandFile(connection));
            Tokens.writeKeyPair(dir);
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

    private static Properties connection(String url, String user, String password) {
        Properties properties = new Properties();
        properties.setProperty("url", url);
        properties.setProperty("user", user);
        properties.setProperty("password", password);
        return properties;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null ? fallback : value;
    }
}
