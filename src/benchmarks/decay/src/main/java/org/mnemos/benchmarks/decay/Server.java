package org.mnemos.benchmarks.decay;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The product as users start it ({@code java -jar mnemos.jar}, embedded PostgreSQL) in its own JVM.
 * Heap is watched two ways while a job runs: used heap sampled from MicroProfile Metrics every
 * 250 ms, and the heap left after each GC from the server's GC log (the live set, which is what
 * must stay flat as the data grows).
 */
final class Server implements AutoCloseable {

    static final String HEAP = "-Xmx2g";
    private static final Pattern USED_HEAP = Pattern.compile("(?m)^(?:base_)?memory_usedHeap_bytes\\S*\\s+([0-9.E+]+)");
    private static final Pattern AFTER_GC = Pattern.compile("->(\\d+)M\\(\\d+M\\)");

    private final Process process;
    private final Path log;
    private final Path gcLog;
    private final int port;
    private final HttpClient http = HttpClient.newHttpClient();
    private ScheduledExecutorService sampler;
    private volatile double peakUsedBytes;
    private int gcLinesBefore;

    private Server(Process process, Path log, Path gcLog, int port) {
        this.process = process;
        this.log = log;
        this.gcLog = gcLog;
        this.port = port;
    }

    static Server start(Path launcher, Path data, int port) throws Exception {
        Path log = data.resolve("server.log");
        Path gcLog = data.resolve("gc.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP, "-Xlog:gc:file=" + gcLog, "-jar", launcher.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("MNEMOS_PORT", String.valueOf(port));
        builder.environment().put("MNEMOS_DATA_DIR", data.toString());
        Server server = new Server(builder.start(), log, gcLog, port);
        Instant deadline = Instant.now().plus(Duration.ofMinutes(10));
        while (!Files.readString(log).contains("Mnemos is ready at")) {
            if (!server.process.isAlive() || Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Mnemos did not start:\n" + Files.readString(log));
            }
            Thread.sleep(500);
        }
        return server;
    }

    /** Starts watching the heap; {@link #endWatch()} returns {peak used MB, peak after-GC MB, GCs}. */
    void beginWatch() throws IOException {
        peakUsedBytes = 0;
        gcLinesBefore = gcLines().size();
        sampler = Executors.newSingleThreadScheduledExecutor();
        sampler.scheduleAtFixedRate(this::sample, 0, 250, TimeUnit.MILLISECONDS);
    }

    long[] endWatch() throws IOException, InterruptedException {
        sampler.shutdown();
        sampler.awaitTermination(5, TimeUnit.SECONDS);
        sample();
        List<String> lines = gcLines();
        long peakAfterGc = 0;
        int pauses = 0;
        for (String line : lines.subList(Math.min(gcLinesBefore, lines.size()), lines.size())) {
            Matcher matcher = AFTER_GC.matcher(line);
            if (matcher.find()) {
                peakAfterGc = Math.max(peakAfterGc, Long.parseLong(matcher.group(1)));
                pauses++;
            }
        }
        return new long[] {Math.round(peakUsedBytes / (1024 * 1024)), peakAfterGc, pauses};
    }

    private List<String> gcLines() throws IOException {
        return Files.exists(gcLog) ? Files.readAllLines(gcLog) : List.of();
    }

    private void sample() {
        try {
            HttpResponse<String> metrics = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/metrics"))
                    .header("Accept", "text/plain").timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            Matcher matcher = USED_HEAP.matcher(metrics.body());
            if (matcher.find()) {
                peakUsedBytes = Math.max(peakUsedBytes, Double.parseDouble(matcher.group(1)));
            }
        } catch (IOException | InterruptedException e) {
            // a missed sample only makes the peak less precise
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            process.waitFor();
        }
    }
}
