package org.mnemos.it.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;

/**
 * A real PostgreSQL of the test's own, from the embedded binaries, that the test can stop (a fast
 * shutdown: sessions are ended, as when an operator or a crash takes the server down) and start again
 * on the same port with the same data, as an external database would come back.
 */
public final class StoppablePostgres implements AutoCloseable {

    private final Path dataDir;
    private final int port;
    private EmbeddedPostgres server;

    private StoppablePostgres(Path dataDir, int port) {
        this.dataDir = dataDir;
        this.port = port;
    }

    public static StoppablePostgres start(Path dataDir) throws IOException {
        StoppablePostgres postgres = new StoppablePostgres(dataDir, LaunchedMnemos.freePort());
        postgres.start();
        return postgres;
    }

    /** Starts the server again and returns once it accepts connections. */
    public void start() throws IOException {
        server = EmbeddedPostgres.builder()
                .setDataDirectory(dataDir)
                .setCleanDataDirectory(false)
                .setPort(port)
                .start();
    }

    public void stop() throws IOException {
        server.close();
        server = null;
    }

    /** What Mnemos is given as its external database. */
    public Map<String, String> launcherEnvironment() {
        return Map.of("MNEMOS_DB_URL", url(), "MNEMOS_DB_USER", "postgres", "MNEMOS_DB_PASSWORD", "postgres");
    }

    public Connection open() throws SQLException {
        return DriverManager.getConnection(url(), "postgres", "postgres");
    }

    private String url() {
        return "jdbc:postgresql://localhost:" + port + "/postgres";
    }

    @Override
    public void close() throws IOException {
        if (server != null) {
            stop();
        }
    }
}
