package org.mnemos.benchmarks.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The product as users start it, in its own JVM; heap sampled from MicroProfile Metrics. */
final class Server implements AutoCloseable {

    private static final Pattern REBUILT = Pattern.compile("index rebuilt from PostgreSQL[^:]*: (\\d+) entries in (\\d+) ms");
    private static final Pattern USED_HEAP = Pattern.compile("(?m)^(?:base_)?memory_usedHeap_bytes\\S*\\s+([0-9.E+]+)");

    private final Process process;
    private final Path log;
    private final Path serverLog;
    private final int port;
    private volatile double peakHeapBytes;

    private Server(Process process, Path log, Path serverLog, int port) {
        this.process = process;
        this.log = log;
        this.serverLog = serverLog;
        this.port = port;
    }

    static Server start(Path launcher, Path data, int port) throws Exception {
        return start(launcher, data, port, "2g", Map.of());
    }

    /** With the heap bound {@code maxHeap} (as {@code -Xmx}) and extra settings in the environment. */
    static Server start(Path launcher, Path data, int port, String maxHeap, Map<String, String> settings)
            throws Exception {
        Path log = Files.createTempFile("mnemos-bench", ".log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + maxHeap, "-jar", launcher.toString()).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(settings);
        builder.environment().put("MNEMOS_PORT", String.valueOf(port));
        builder.environment().put("MNEMOS_DATA_DIR", data.toString());
        // The console only gets the launcher's few lines; the application's own go to the data directory's log.
        Server server = new Server(builder.start(), log, data.resolve("logs").resolve("mnemos-0.log"), port);
        Instant deadline = Instant.now().plus(Duration.ofMinutes(60));
        while (!Files.readString(log).contains("Mnemos is ready at")) {
            if (!server.process.isAlive() || Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Mnemos did not start:\n" + Files.readString(log));
            }
            Thread.sleep(500);
        }
        return server;
    }

    /** The last start's rebuild: the log file is appended to across restarts of the same data directory. */
    long rebuildMillis() throws IOException {
        Matcher matcher = REBUILT.matcher(Files.readString(serverLog));
        long millis = -1;
        while (matcher.find()) {
            millis = Long.parseLong(matcher.group(2));
        }
        return millis;
    }

    void sampleHeap() throws IOException, InterruptedException {
        HttpResponse<String> metrics = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + port + "/metrics")).header("Accept", "text/plain").build(),
                HttpResponse.BodyHandlers.ofString());
        Matcher matcher = USED_HEAP.matcher(metrics.body());
        if (matcher.find()) {
            peakHeapBytes = Math.max(peakHeapBytes, Double.parseDouble(matcher.group(1)));
        }
    }

    /** Starts a new peak: the next samples measure only what runs from now on. */
    void resetPeakHeap() {
        peakHeapBytes = 0;
    }

    long peakHeapMb() {
        return Math.round(peakHeapBytes / (1024 * 1024));
    }

    /** Starts a JFR recording (the JDK's profiling settings) in the server's JVM. */
    void startRecording() throws IOException, InterruptedException {
        jcmd("JFR.start", "name=bench", "settings=profile");
    }

    /** Stops the recording and writes it to {@code file}. */
    void stopRecording(Path file) throws IOException, InterruptedException {
        jcmd("JFR.stop", "name=bench", "filename=" + file.toAbsolutePath());
    }

    private void jcmd(String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), String.valueOf(process.pid())));
        line.addAll(List.of(command));
        Process jcmd = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(jcmd.getInputStream().readAllBytes());
        if (jcmd.waitFor() != 0) {
            throw new IllegalStateException("jcmd " + String.join(" ", command) + " failed: " + output);
        }
    }

    void stop() throws InterruptedException {
        process.destroy();
        process.waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            stop();
        }
    }
}
