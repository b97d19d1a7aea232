package org.mnemos.it.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** The product as users start it: {@code java -jar mnemos.jar} in its own process. */
public final class LaunchedMnemos implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofMinutes(4);
    private static final int FIRST_PORT = 20_000;
    private static final int PORT_COUNT = 12_000;
    private static final Random PORTS = new Random();

    private final Process process;
    private final Path log;
    private final Path dataDir;
    private final int port;

    private LaunchedMnemos(Process process, Path log, Path dataDir, int port) {
        this.process = process;
        this.log = log;
        this.dataDir = dataDir;
        this.port = port;
    }

    /** Starts the launcher with these environment settings; does not wait. */
    public static LaunchedMnemos start(Path dataDir, int port, Map<String, String> extraEnv) throws IOException {
        return startOn(Path.of(System.getProperty("java.home")), dataDir, port, extraEnv);
    }

    /** As {@link #start}, with the java of another JDK ({@code javaHome}); does not wait. */
    public static LaunchedMnemos startOn(Path javaHome, Path dataDir, int port, Map<String, String> extraEnv)
            throws IOException {
        ProcessBuilder builder = command(javaHome, Path.of(System.getProperty("mnemos.launcher")), port, List.of());
        builder.environment().put("MNEMOS_DATA_DIR", dataDir.toString());
        builder.environment().putAll(extraEnv);
        return launch(builder, dataDir, port);
    }

    /**
     * As a newcomer runs it on another machine: {@code mnemos.jar} copied alone into {@code directory}
     * and started there, with the default data directory ({@code directory/mnemos-data}); does not wait.
     */
    public static LaunchedMnemos startAlone(Path directory, int port, String... args) throws IOException {
        Path jar = Files.copy(
                Path.of(System.getProperty("mnemos.launcher")),
                directory.resolve("mnemos.jar"),
                StandardCopyOption.REPLACE_EXISTING);
        ProcessBuilder builder = command(Path.of(System.getProperty("java.home")), jar, port, List.of(args))
                .directory(directory.toFile());
        builder.environment().remove("MNEMOS_DATA_DIR");
        return launch(builder, directory.resolve("mnemos-data"), port);
    }

    private static ProcessBuilder command(Path javaHome, Path jar, int port, List<String> args) {
        List<String> command = new ArrayList<>(
                List.of(javaHome.resolve("bin").resolve("java").toString(), "-Xmx768m", "-jar", jar.toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("MNEMOS_PORT", String.valueOf(port));
        builder.environment().remove("MNEMOS_DB_URL");
        return builder;
    }

    private static LaunchedMnemos launch(ProcessBuilder builder, Path dataDir, int port) throws IOException {
        Path log = Files.createTempFile(Path.of(System.getProperty("mnemos.test.dir")), "launcher-", ".log");
        builder.redirectErrorStream(true).redirectOutput(log.toFile());
        return new LaunchedMnemos(builder.start(), log, dataDir, port);
    }

    /**
     * A port free now, below the ephemeral ranges of Linux, macOS and Windows (32768 and up): the product binds
     * it half a minute later, and a port of those ranges can meanwhile become the local port of any outgoing
     * connection (a load test elsewhere on the machine opens thousands a minute).
     */
    public static int freePort() throws IOException {
        for (int attempt = 0; attempt < 200; attempt++) {
            int port = FIRST_PORT + PORTS.nextInt(PORT_COUNT);
            try (ServerSocket socket = new ServerSocket(port)) {
                return socket.getLocalPort();
            } catch (IOException taken) {
                // another one
            }
        }
        throw new IOException("no free port from " + FIRST_PORT + " to " + (FIRST_PORT + PORT_COUNT));
    }

    /** Waits for the launcher's "ready" line; fails with the log if the process ends first. */
    public LaunchedMnemos awaitReady() throws Exception {
        return awaitReady(START_TIMEOUT);
    }

    /** As {@link #awaitReady()}, for tests that start the product several times on a busy machine. */
    public LaunchedMnemos awaitReady(Duration timeout) throws Exception {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (output().contains("Mnemos is ready at")) {
                return this;
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("Mnemos exited with " + process.exitValue() + ":\n" + output());
            }
            Thread.sleep(250);
        }
        // Stopped here: a caller's try-with-resources never gets this instance to close when start-up fails.
        kill();
        throw new IllegalStateException("Mnemos did not become ready:\n" + output());
    }

    /** Waits for the process to end by itself and returns its exit code. */
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("Mnemos did not exit:\n" + output());
        }
        return process.exitValue();
    }

    /** Ctrl-C as a user would send it (SIGTERM), then waits for a clean exit. */
    public int stop() throws InterruptedException {
        process.destroy();
        return awaitExit(Duration.ofMinutes(1));
    }

    /** Kills the JVM as a crash or {@code kill -9} would: no shutdown hook runs, the PostgreSQL server is left behind. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(1, TimeUnit.MINUTES);
    }

    public String output() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The launched JVM's process id. */
    public long pid() {
        return process.pid();
    }

    public URI url() {
        return URI.create("http://localhost:" + port + "/");
    }

    /** Alice, an administrator of tenant acme, with a token of the embedded default's local issuer. */
    public Http asDevAdmin() {
        Http anonymous = new Http(url());
        String token = anonymous
                .post("api/dev/token", "{\"sub\":\"alice\",\"tenant\":\"acme\",\"groups\":[\"admin\"]}")
                .json()
                .get("token")
                .asText();
        return anonymous.withToken(token);
    }

    /** The folder the launcher unpacked its application into (one per jar content). */
    public Path bundle() throws IOException {
        try (Stream<Path> folders = Files.list(dataDir.resolve("bundle"))) {
            List<Path> all = folders.toList();
            if (all.size() != 1) {
                throw new IllegalStateException("expected one unpacked bundle, found " + all);
            }
            return all.get(0);
        }
    }

    /** The launcher's log file, where Payara's and PostgreSQL's output goes. */
    public Path logFile() {
        return dataDir.resolve("logs").resolve("mnemos-0.log");
    }

    /**
     * What Payara, PostgreSQL and the application logged, this start and the earlier ones of the same
     * data directory: the console ({@link #output()}) only gets the launcher's few lines.
     */
    public String serverLog() {
        try {
            return Files.readString(logFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** PostgreSQL processes still serving this data directory's cluster. */
    public List<ProcessHandle> postgresProcesses() {
        String cluster = dataDir.resolve("pgdata").toString();
        return ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .commandLine()
                        .map(c -> c.contains("postgres") && c.contains(cluster))
                        .orElse(false))
                .toList();
    }

    /** A connection to the embedded database, found the way an operator would: pid file and password file. */
    public Connection database() throws IOException, SQLException {
        List<String> pid = Files.readAllLines(dataDir.resolve("pgdata").resolve("postmaster.pid"));
        String password = Files.readString(dataDir.resolve("database.password")).trim();
        return DriverManager.getConnection(
                "jdbc:postgresql://localhost:" + pid.get(3).trim() + "/mnemos", "mnemos", password);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            stop();
        }
    }
}
