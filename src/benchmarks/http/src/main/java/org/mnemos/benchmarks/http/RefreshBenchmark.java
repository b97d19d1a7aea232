package org.mnemos.benchmarks.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Zero-token refresh against regeneration, through the launched product (issue 11): per 10^4-row table the
 * refresh of a published dashboard (source read included) against a new offline generation and a new LLM
 * generation from a local OpenAI-compatible stub that answers after a realistic latency; per large synthetic
 * table the refresh's time and peak used heap against the profiler's on the same file, under a small heap.
 * The offline and the LLM generator are one per server, so the product is started twice.
 */
public final class RefreshBenchmark {

    private static final int REFRESHES = Smoke.of(12, 2);
    private static final int OFFLINE_GENERATIONS = Smoke.of(5, 1);
    private static final int LLM_GENERATIONS = Smoke.of(3, 1);
    private static final String SECTION = "## Refresh vs regeneration";

    private final StringBuilder report = new StringBuilder();
    private final StringBuilder goals = new StringBuilder();
    private final StringBuilder largeGoals = new StringBuilder();
    private final Map<String, Double> refreshP50 = new LinkedHashMap<>();
    private final Map<String, Long> largeRefreshHeap = new LinkedHashMap<>();
    private final String maxHeap;
    private final int llmLatencySeconds;
    private final boolean threeMillion;
    private ProductApi api;
    private Server server;
    private String workspace;
    private String lastCreated;

    private RefreshBenchmark(List<String> options) {
        maxHeap = option(options, "--xmx=", "512m");
        llmLatencySeconds = Integer.parseInt(option(options, "--llm-latency=", Smoke.ON ? "1" : "12"));
        threeMillion = !Smoke.ON && !options.contains("--no-3m");
    }

    public static void main(String[] args) throws Exception {
        new RefreshBenchmark(Arrays.asList(args).subList(3, args.length))
                .run(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]));
    }

    private void run(Path launcher, Path shared, Path results) throws Exception {
        Path work = Files.createTempDirectory("mnemos-bench-refresh");
        Map<String, Path> small = new LinkedHashMap<>();
        small.put("superstore", shared.resolve("superstore/superstore.csv"));
        small.put("synthetic 10^4", SyntheticOperations.write(work.resolve("synthetic-10k.csv"), Smoke.of(10_000, 1_000)));
        Map<String, Path> large = new LinkedHashMap<>();
        large.put("synthetic 10^6", SyntheticOperations.write(work.resolve("synthetic-1m.csv"), Smoke.of(1_000_000, 10_000)));
        if (threeMillion) {
            large.put("synthetic 3·10^6", SyntheticOperations.write(work.resolve("synthetic-3m.csv"), 3_000_000));
        }
        header();

        Map<String, Long> offlineP50 = new LinkedHashMap<>();
        List<String> smallRows = new ArrayList<>();
        List<String> largeRows = new ArrayList<>();
        startServer(launcher, work.resolve("offline"), Map.of());
        try (Server offline = server) {
            for (Map.Entry<String, Path> table : small.entrySet()) {
                smallRows.add(refreshAndRegenerate(table.getKey(), table.getValue(), offlineP50));
            }
            // A table that cannot be profiled or refreshed stops the run: the page is only written whole.
            for (Map.Entry<String, Path> table : large.entrySet()) {
                largeRows.add(refreshAgainstProfiler(table.getKey(), table.getValue()));
            }
        }

        AtomicInteger llmCalls = new AtomicInteger();
        StubModel model = new StubModel(llmLatencySeconds, llmCalls);
        Map<String, Long> llmP50 = new LinkedHashMap<>();
        String llmRefresh;
        try {
            startServer(launcher, work.resolve("llm"), model.settings());
            try (Server llm = server) {
                for (Map.Entry<String, Path> table : small.entrySet()) {
                    model.field(table.getKey().equals("superstore") ? "Sales" : "Cost");
                    llmP50.put(table.getKey(), llmRegeneration(table.getKey(), table.getValue()));
                }
                llmRefresh = refreshOfLlmDashboard(llmCalls);
            }
        } finally {
            model.stop();
        }

        for (int i = 0; i < smallRows.size(); i++) {
            String name = List.copyOf(small.keySet()).get(i);
            double p50 = refreshP50.get(name);
            report.append(smallRows.get(i))
                    .append(String.format(
                            " %,d | %.1f× | %,d | %,.0f× |%n",
                            offlineP50.get(name),
                            offlineP50.get(name) / p50,
                            llmP50.get(name),
                            llmP50.get(name) / p50));
            goals.append(String.format(
                    "- %s: refresh p50 %.0f ms ≤ 300 ms — %s; %,.0f× faster than an LLM regeneration (≥ 100×) — %s%n",
                    name, p50, p50 <= 300 ? "met" : "**missed**", llmP50.get(name) / p50,
                    llmP50.get(name) / p50 >= 100 ? "met" : "**missed**"));
        }
        report.append("\n")
                .append(llmRefresh)
                .append("\n\nLarge tables, server under `-Xmx")
                .append(maxHeap)
                .append("`: the profiler (`POST …/data-sources/{id}/profile`) and one refresh of a published")
                .append(" offline dashboard over the same file; peak used heap from `/metrics`")
                .append(" (`memory_usedHeap_bytes`, sampled every 100 ms during each call).\n\n")
                .append("| table | rows | CSV | profile s | profile peak heap MB | refresh s | refresh peak heap MB")
                .append(" | refresh / profile |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        largeRows.forEach(report::append);
        goals.append(largeGoals);
        heapGoal();
        report.append("\n### Goals (issue 11)\n\n").append(goals);
        write(results);
    }

    private void startServer(Path launcher, Path data, Map<String, String> settings) throws Exception {
        int port = Machine.freePort();
        api = new ProductApi(port);
        server = Server.start(launcher, data, port, maxHeap, settings);
        api.signIn();
        workspace = api.post("api/workspaces", "{\"name\":\"refresh\"}").get("id").asText();
    }

    /** The first columns of the 10^4 table's row: refresh figures; the regeneration columns follow at the end. */
    private String refreshAndRegenerate(String name, Path csv, Map<String, Long> offlineP50) throws Exception {
        String source = profiledSource(name, csv);
        String artifact = publishedArtifact(name, source);
        List<Double> requestMillis = new ArrayList<>();
        List<Double> serverMillis = new ArrayList<>();
        JsonNode refresh = null;
        for (int i = 0; i < REFRESHES; i++) {
            long started = System.nanoTime();
            refresh = api.post(artifact + "/refreshes", "{}");
            requestMillis.add((System.nanoTime() - started) / 1e6);
            serverMillis.add(refresh.get("durationMs").asDouble());
            requireSucceeded(refresh);
        }
        List<Long> generations = new ArrayList<>();
        for (int i = 0; i < OFFLINE_GENERATIONS; i++) {
            generations.add(timedCreation(name + " offline " + i, source));
        }
        offlineP50.put(name, percentile(generations, 50));
        double p50 = percentile(requestMillis, 50);
        refreshP50.put(name, p50);
        System.out.printf("%s: refresh p50 %.0f ms%n", name, p50);
        return String.format(
                "| %s | %,d | %.0f | %.0f | %.0f | %d | %,d |",
                name,
                refresh.get("rowCount").asLong(),
                p50,
                percentile(requestMillis, 95),
                percentile(serverMillis, 50),
                refresh.get("llmCalls").asInt(),
                refresh.get("tokensSaved").asLong());
    }

    private String refreshAgainstProfiler(String name, Path csv) throws Exception {
        String source = api.csvSource(workspace, name, csv);
        String sources = "api/workspaces/" + workspace + "/data-sources/" + source;
        double[] profile = timedWithHeap(() -> api.post(sources + "/profile", "{}"));
        String artifact = publishedArtifact(name, source);
        JsonNode[] refresh = new JsonNode[1];
        double[] refreshed = timedWithHeap(() -> refresh[0] = api.post(artifact + "/refreshes", "{}"));
        requireSucceeded(refresh[0]);
        largeRefreshHeap.put(name, (long) refreshed[1]);
        double ratio = refreshed[0] / profile[0];
        largeGoals.append(String.format(
                "- %s: refresh %.1f s = %.2f× the profiler's %.1f s (≤ 1.5×) — %s%n",
                name, refreshed[0], ratio, profile[0], ratio <= 1.5 ? "met" : "**missed**"));
        System.out.printf("%s: profile %.1f s %.0f MB, refresh %.1f s %.0f MB%n", name, profile[0], profile[1],
                refreshed[0], refreshed[1]);
        return String.format(
                "| %s | %,d | %.0f MB | %.1f | %.0f | %.1f | %.0f | %.2f× |%n",
                name,
                refresh[0].get("rowCount").asLong(),
                Files.size(csv) / 1e6,
                profile[0],
                profile[1],
                refreshed[0],
                refreshed[1],
                ratio);
    }

    private long llmRegeneration(String name, Path csv) throws Exception {
        String source = profiledSource(name, csv);
        List<Long> generations = new ArrayList<>();
        for (int i = 0; i < LLM_GENERATIONS; i++) {
            generations.add(timedCreation(name + " llm " + i, source));
        }
        return percentile(generations, 50);
    }

    /** The last LLM-made dashboard, published and refreshed: what each refresh says it saved, and the stub's count. */
    private String refreshOfLlmDashboard(AtomicInteger llmCalls) throws Exception {
        String artifact = "api/workspaces/" + workspace + "/artifacts/" + lastCreated;
        api.post(artifact + "/publish", "");
        int before = llmCalls.get();
        JsonNode refresh = null;
        for (int i = 0; i < 3; i++) {
            refresh = api.post(artifact + "/refreshes", "{}");
            requireSucceeded(refresh);
        }
        return String.format(
                "An LLM-made dashboard (the stub's usage: 700 prompt + 150 completion tokens), published and refreshed"
                        + " 3 times: each refresh `llmCalls` %d, `tokensSaved` %d; requests the stub received"
                        + " during the refreshes: %d.",
                refresh.get("llmCalls").asInt(), refresh.get("tokensSaved").asLong(), llmCalls.get() - before);
    }

    private String profiledSource(String name, Path csv) throws Exception {
        String source = api.csvSource(workspace, name, csv);
        api.post("api/workspaces/" + workspace + "/data-sources/" + source + "/profile", "{}");
        return source;
    }

    private String publishedArtifact(String name, String source) throws Exception {
        JsonNode created = api.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":" + ProductApi.JSON.writeValueAsString(name) + ",\"dataSourceId\":\"" + source
                        + "\",\"instruction\":\"weekly operations dashboard\"}");
        String artifact = "api/workspaces/" + workspace + "/artifacts/" + created.at("/artifact/id").asText();
        api.post(artifact + "/publish", "");
        return artifact;
    }

    /** A regeneration as a user asks for it: a new artifact generated from the source's stored profile. */
    private long timedCreation(String name, String source) throws Exception {
        long started = System.nanoTime();
        JsonNode created = api.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":" + ProductApi.JSON.writeValueAsString(name) + ",\"dataSourceId\":\"" + source
                        + "\",\"instruction\":\"weekly operations dashboard\"}");
        long millis = (System.nanoTime() - started) / 1_000_000;
        lastCreated = created.at("/artifact/id").asText();
        return millis;
    }

    /** Seconds of {@code call} and the server's peak used heap in MB while it ran. */
    private double[] timedWithHeap(Callable<?> call) throws Exception {
        ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
        server.resetPeakHeap();
        server.sampleHeap();
        sampler.scheduleWithFixedDelay(
                () -> {
                    try {
                        server.sampleHeap();
                    } catch (Exception e) {
                        // a missed sample only lowers the resolution
                    }
                },
                0,
                100,
                TimeUnit.MILLISECONDS);
        long started = System.nanoTime();
        try {
            call.call();
        } finally {
            sampler.shutdownNow();
            sampler.awaitTermination(5, TimeUnit.SECONDS);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        return new double[] {seconds, server.peakHeapMb()};
    }

    private void heapGoal() {
        if (largeRefreshHeap.size() < 2) {
            goals.append("- heap flat from 10^6 to 3·10^6 rows — not measured in this run (no 3·10^6 table)\n");
            return;
        }
        List<Long> peaks = List.copyOf(largeRefreshHeap.values());
        double growth = (double) peaks.get(1) / peaks.get(0);
        goals.append(String.format(
                "- refresh peak heap %,d MB at 10^6 and %,d MB at 3·10^6 rows (×%.2f for 3× the rows; flat taken as"
                        + " ≤ 1.25×) — %s%n",
                peaks.get(0), peaks.get(1), growth, growth <= 1.25 ? "met" : "**missed**"));
    }

    private static void requireSucceeded(JsonNode refresh) {
        if (!"SUCCEEDED".equals(refresh.path("status").asText())) {
            throw new IllegalStateException("the refresh did not succeed: " + refresh);
        }
    }

    private void header() throws Exception {
        report.append(SECTION)
                .append("\n\nCommand: `src/benchmarks/http/run-refresh` (issue 11). Date: ")
                .append(LocalDate.now())
                .append(". Machine: ")
                .append(Machine.describe())
                .append(". The product runs as `java -Xmx")
                .append(maxHeap)
                .append(" -jar mnemos.jar` with its embedded PostgreSQL on the same machine, started twice in the")
                .append(" run: once with the offline generator, once with `MNEMOS_ARTIFACTS_LLM_*` pointing at a")
                .append(" local OpenAI-compatible stub that answers after ")
                .append(llmLatencySeconds)
                .append(" s (a realistic latency of a hosted model writing a dashboard spec).\n\n")
                .append("Per table: a dashboard generated offline and published, then ")
                .append(REFRESHES)
                .append(" refreshes (`POST …/artifacts/{id}/refreshes`, the source read included; request time,")
                .append(" and the server's own `durationMs`); a regeneration is a new artifact from the stored")
                .append(" profile (`POST …/artifacts`), offline (median of ")
                .append(OFFLINE_GENERATIONS)
                .append(") and with the LLM stub (median of ")
                .append(LLM_GENERATIONS)
                .append(" calls).\n\n")
                .append("| table | rows | refresh p50 ms | refresh p95 ms | server p50 ms | llmCalls | tokensSaved")
                .append(" | offline regeneration p50 ms | offline / refresh | LLM regeneration p50 ms")
                .append(" | LLM / refresh |\n")
                .append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    }

    /** Appends the section to the results page, replacing the one of an earlier run. */
    private void write(Path results) throws Exception {
        String page = Files.exists(results) ? Files.readString(results) : "";
        int earlier = page.indexOf(SECTION);
        if (earlier >= 0) {
            page = page.substring(0, earlier);
        }
        Files.writeString(results, page.stripTrailing() + "\n\n" + report);
        System.out.println("wrote " + results);
    }

    private static <T extends Number> T percentile(List<T> values, int percent) {
        List<T> sorted = values.stream()
                .sorted((a, b) -> Double.compare(a.doubleValue(), b.doubleValue()))
                .toList();
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(percent / 100.0 * sorted.size()) - 1));
    }

    private static String option(List<String> options, String prefix, String fallback) {
        return options.stream()
                .filter(o -> o.startsWith(prefix))
                .map(o -> o.substring(prefix.length()))
                .findFirst()
                .orElse(fallback);
    }

    /** An OpenAI-compatible chat endpoint that answers a one-KPI spec on {@link #field} after a fixed latency. */
    private static final class StubModel {

        private final HttpServer http;
        private volatile String field = "Sales";

        StubModel(int latencySeconds, AtomicInteger calls) throws Exception {
            http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            http.createContext("/", exchange -> {
                calls.incrementAndGet();
                exchange.getRequestBody().readAllBytes();
                try {
                    Thread.sleep(latencySeconds * 1000L);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                byte[] body = answer().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            http.start();
        }

        void field(String name) {
            field = name;
        }

        Map<String, String> settings() {
            return Map.of(
                    "MNEMOS_ARTIFACTS_LLM_PROVIDER", "openai",
                    "MNEMOS_ARTIFACTS_LLM_BASE_URL", "http://127.0.0.1:" + http.getAddress().getPort() + "/v1",
                    "MNEMOS_ARTIFACTS_LLM_MODEL", "gpt-stub",
                    "MNEMOS_ARTIFACTS_LLM_API_KEY", "bench-key-not-a-real-credential");
        }

        void stop() {
            http.stop(0);
        }

        private String answer() {
            String spec = "{\"specVersion\":1,\"title\":\"" + field + "\",\"kpis\":[{\"id\":\"kpi\",\"title\":\""
                    + field + "\",\"field\":\"" + field + "\",\"aggregate\":\"sum\",\"format\":{\"type\":\"number\","
                    + "\"decimals\":0}}],\"charts\":[],\"tables\":[],\"layout\":{\"rows\":[[\"kpi\"]]},"
                    + "\"formatRules\":{\"categoryColours\":[],\"thresholds\":[],\"decimals\":[]}}";
            ObjectNode answer = ProductApi.JSON.createObjectNode();
            answer.put("id", "chatcmpl-1").put("object", "chat.completion").put("created", 1764460800);
            answer.put("model", "gpt-stub");
            ObjectNode choice = answer.putArray("choices").addObject();
            choice.put("index", 0).put("finish_reason", "stop");
            choice.putObject("message").put("role", "assistant").put("content", spec);
            answer.putObject("usage")
                    .put("prompt_tokens", 700)
                    .put("completion_tokens", 150)
                    .put("total_tokens", 850);
            return answer.toString();
        }
    }
}
