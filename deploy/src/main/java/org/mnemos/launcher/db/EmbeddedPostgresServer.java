package org.mnemos.launcher.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * A PostgreSQL server whose cluster lives in {@code <data dir>/pgdata} and survives restarts.
 * The library's defaults suit throw-away test databases (no fsync, cluster deleted on close):
 * durability is switched back on and the cluster is never cleaned.
 */
public final class EmbeddedPostgresServer implements Supplier<Properties>, AutoCloseable {

    private static final String DATABASE = "mnemos";
    private static final String ROLE = "mnemos";

    private final Path dataDir;
    private EmbeddedPostgres postgres;

    public EmbeddedPostgresServer(Path dataDir) {
        this.dataDir = dataDir;
    }

    /** Starts the server and returns the application's connection settings. */
    @Override
    public Properties get() {
        try {
            Path cluster = dataDir.resolve("pgdata");
            StalePostmaster.stopIfRunning(cluster);
            Path runtime = Files.createDirectories(dataDir.resolve("pg-runtime"));
            postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(cluster)
                    .setCleanDataDirectory(false)
                    .setOverrideWorkingDirectory(runtime.toFile())
                    .setPort(freePort())
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .start();
            String password = password();
            ensureDatabase(password);
            Properties connection = new Properties();
            connection.setProperty("url", "jdbc:postgresql://localhost:" + postgres.getPort() + "/" + DATABASE);
            connection.setProperty("user", ROLE);
            connection.setProperty("password", password);
            return connection;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void ensureDatabase(String password) {
        try (Connection admin = postgres.getPostgresDatabase().getConnection();
                Statement statement = admin.createStatement()) {
            if (!exists(admin, "SELECT 1 FROM pg_roles WHERE rolname = ?", ROLE)) {
                statement.execute("CREATE ROLE " + ROLE + " LOGIN");
            }
            statement.execute("ALTER ROLE " + ROLE + " PASSWORD '" + password + "'");
            if (!exists(admin, "SELECT 1 FROM pg_database WHERE datname = ?", DATABASE)) {
                statement.execute("CREATE DATABASE " + DATABASE + " OWNER " + ROLE);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot prepare the application database: " + e.getMessage(), e);
        }
    }

    private static boolean exists(Connection connection, String query, String name) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setString(1, name);
            try (ResultSet rs = statement.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** Generated at first start and kept, readable by the owner only, in the data directory. */
    private String password() throws IOException {
        Path file = dataDir.resolve("database.password");
        if (Files.exists(file)) {
            return Files.readString(file).trim();
        }
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        String password = HexFormat.of().formatHex(random);
        Files.writeString(file, password);
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: the directory's own permissions protect it.
        }
        return password;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws IOException {
        if (postgres != null) {
            postgres.close();
            postgres = null;
        }
    }
}
