package org.mnemos.benchmarks.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * Remember and Recall through the product's HTTP API: the launcher with its embedded PostgreSQL,
 * the real embedding model in the server. Bulk data for the Recall measurement is written straight
 * into PostgreSQL ({@link BulkLoad}) and indexed by the start-up rebuild, which is measured too.
 */
public final class HttpBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Recall queries per corpus: untimed ones to warm up, then timed ones; each query is asked once. */
    private static final int WARM_UP = Smoke.of(500, 20);

    private static final int QUERIES = Smoke.of(300, 20);
    /** Texts in each timed round of Remember batches, rounds (also of the raw reference), single Remember calls. */
    private static final int TEXTS = Smoke.of(5000, 1000);
    private static final int ROUNDS = Smoke.of(3, 1);
    private static final int SINGLES = Smoke.of(200, 20);
    private static final String GOAL = "goal ≤ 30 ms at 10^5";
    static final String[] WORDS = ("invoice shipping warehouse customer refund order pricing discount region "
            + "quarter revenue supplier delivery contract renewal support ticket churn forecast budget report "
            + "dashboard metric inventory freight payment approval audit policy").split(" ");

    private final StringBuilder report = new StringBuilder();
    private final StringBuilder profiles = new StringBuilder();
    /** Where the JFR recordings go, or null when the server is not profiled. */
    private final String jfr = System.getProperty("bench.jfr");
    private ProductApi api;

    public static void main(String[] args) throws Exception {
        new HttpBenchmark().run(Path.of(args[0]), Integer.parseInt(args[1]), Path.of(args[2]), Path.of(args[3]));
    }

    private void run(Path launcher, int entries, Path results, Path sharedData) throws Exception {
        Path data = Files.createTempDirectory("mnemos-bench");
        int port = Machine.freePort();
        api = new ProductApi(port);
        header(entries);
        OfflineEmbeddingModel model = new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q);
        double raw = rawEmbedding(model);
        try (Server server = Server.start(launcher, data, port)) {
            api.signIn();
            String workspace = api.post("api/workspaces", "{\"name\":\"bench\"}").get("id").asText();
            rememberThroughput(server, workspace, raw);
            server.sampleHeap();
            try (BulkLoad load = BulkLoad.connect(data)) {
                long started = System.nanoTime();
                load.entries("bench", workspace, entries, new Random(7));
                row("bulk insert of " + entries + " entries into PostgreSQL (COPY)", round(seconds(started)) + " s", "");
            }
            server.stop();
        }
        // Rows written around the write path reach no change log: without its index the next start rebuilds
        // the index from PostgreSQL, as it would after any bulk load.
        deleteRecursively(data.resolve("index"));
        try (Server server = Server.start(launcher, data, port)) {
            row("index rebuild from PostgreSQL at start-up (" + entries + " entries)", server.rebuildMillis() / 1000.0 + " s",
                    "from the server log");
            api.signIn();
            String workspace = api.get("api/workspaces").get(0).get("id").asText();
            recallLatency(server, workspace, sentences(WARM_UP + QUERIES, new Random(11)), "at " + entries + " entries",
                    GOAL, RequestProfile.RECALL, "recall.jfr");
            server.sampleHeap();
            row("server peak heap (sampled from /metrics)", server.peakHeapMb() + " MB", "");
        }
        conversationalRecall(launcher, port, entries, sharedData, model);
        report.append(profiles);
        Files.writeString(results, report + handWritten(results));
        System.out.println(report);
    }

    /**
     * Recall over real conversational text in a memory of its own: the synthetic corpus draws every word from
     * 28, so each query word is in a quarter of the entries, which no user's memory resembles.
     */
    private void conversationalRecall(Path launcher, int port, int entries, Path sharedData, OfflineEmbeddingModel model)
            throws Exception {
        ConversationCorpus corpus = ConversationCorpus.read(sharedData, entries, new Random(13));
        List<float[]> vectors = model.embedAll(corpus.entries());
        Path data = Files.createTempDirectory("mnemos-bench");
        String workspace;
        try (Server server = Server.start(launcher, data, port)) {
            api.signIn();
            workspace = api.post("api/workspaces", "{\"name\":\"conversations\"}").get("id").asText();
            try (BulkLoad load = BulkLoad.connect(data)) {
                load.entries("bench", workspace, corpus.entries(), vectors);
            }
            server.stop();
        }
        deleteRecursively(data.resolve("index"));
        try (Server server = Server.start(launcher, data, port)) {
            api.signIn();
            recallLatency(server, workspace, corpus.questions(),
                    "at " + entries + " entries of conversational text", GOAL, RequestProfile.RECALL_CONVERSATIONS,
                    "recall-conversations.jfr");
        }
        // The same questions again, each Recall's first 50 candidates sent to a re-ranker that answers at once.
        try (InstantReranker reranker = new InstantReranker();
                Server server = Server.start(launcher, data, port, "2g", reranker.settings())) {
            api.signIn();
            recallLatency(server, workspace, corpus.questions(),
                    "at " + entries + " entries of conversational text, re-ranked by an instant stub (what Mnemos adds"
                            + " around a re-ranker)",
                    "compare with the row of the same questions without it", null, null);
        }
    }

    /** The reading of the figures below the generated part is written by hand; a new run keeps it. */
    private static String handWritten(Path results) throws IOException {
        String page = Files.exists(results) ? Files.readString(results) : "";
        int at = page.indexOf("\n## What the figures say");
        return at < 0 ? "" : "\n" + page.substring(at).strip() + "\n";
    }

    private static void deleteRecursively(Path directory) throws IOException {
        try (var paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /** Stops the server's recording and adds where the time went to the page. */
    private void stopProfile(Server server, RequestProfile profile, String file) throws Exception {
        Path recording = Path.of(jfr, file);
        server.stopRecording(recording);
        profiles.append(profile.of(recording));
    }

    /**
     * Before the server starts, so that its start-up does not share the cores with the reference. The best of
     * three passes: other work on a shared machine only slows a fixed task, and one pass varied from 400 to
     * 530 texts/s between two runs of the same hour, which a ratio against it would carry.
     */
    private double rawEmbedding(OfflineEmbeddingModel model) {
        List<String> texts = sentences(1000, new Random(1));
        model.embedAll(texts.subList(0, 100));
        double raw = 0;
        for (int pass = 0; pass < ROUNDS; pass++) {
            long started = System.nanoTime();
            model.embedAll(texts);
            raw = Math.max(raw, 1000 / seconds(started));
        }
        row("raw embedding throughput, embedAll of 1,000 texts, best of " + ROUNDS
                + " (this JVM, same model, before the server starts)",
                round(raw) + " texts/s", "reference");
        return raw;
    }

    private void rememberThroughput(Server server, String workspace, double raw) throws Exception {
        long started = System.nanoTime();
        for (String text : sentences(SINGLES, new Random(2))) {
            api.post("api/nodes/remember/execute", "{\"workspace\":\"" + workspace + "\",\"input\":{\"content\":" + JSON.writeValueAsString(text) + "}}");
        }
        double single = SINGLES / seconds(started);
        row("Remember over HTTP, single entries (" + SINGLES + " sequential calls)", round(single) + " entries/s",
                ratio(single, raw));

        // One batch untimed, as the raw embedding gets its own: the server's JIT compiles the write path
        // during the first batches, which would otherwise be timed.
        // The best of three rounds of new texts, as the reference is the best of three passes.
        rememberBatch(workspace, sentences(1000, new Random(4)));
        double batched = 0;
        for (int round = 0; round < ROUNDS; round++) {
            started = System.nanoTime();
            rememberBatches(workspace, sentences(TEXTS, new Random(30 + round)));
            batched = Math.max(batched, TEXTS / seconds(started));
        }
        row("Remember over HTTP, batches of 1,000 entries (best of " + ROUNDS + " rounds of " + TEXTS / 1000
                + ", after 1 untimed)",
                round(batched) + " entries/s", ratio(batched, raw));
        // Profiled apart from the timed batches, as Recall is, with texts of their own.
        if (jfr != null) {
            server.startRecording();
            rememberBatches(workspace, sentences(TEXTS, new Random(5)));
            stopProfile(server, RequestProfile.REMEMBER, "remember.jfr");
        }
    }

    private void rememberBatches(String workspace, List<String> texts) throws Exception {
        for (int batch = 0; batch < texts.size() / 1000; batch++) {
            rememberBatch(workspace, texts.subList(batch * 1000, (batch + 1) * 1000));
        }
    }

    private void rememberBatch(String workspace, List<String> texts) throws Exception {
        ObjectNode body = JSON.createObjectNode().put("workspace", workspace);
        ArrayNode array = body.putObject("input").putArray("entries");
        texts.forEach(t -> array.addObject().put("content", t));
        api.post("api/nodes/remember/execute", body.toString());
    }

    /**
     * The first {@link #WARM_UP} queries warm the freshly started server up (the JIT is still compiling the
     * search over the first few hundred Recalls, which a running server does not pay), the next {@link #QUERIES}
     * are timed, and only then, when profiling, are the timed ones asked again under JFR: its profiling
     * settings slowed Recall by about 10 ms per request, so a profiled pass cannot be the timed one. A null
     * {@code profile} is never profiled.
     */
    private void recallLatency(Server server, String workspace, List<String> queries, String where, String note,
            RequestProfile profile, String recording) throws Exception {
        for (String query : queries.subList(0, WARM_UP)) {
            recall(workspace, query);
        }
        List<String> timed = queries.subList(WARM_UP, WARM_UP + QUERIES);
        double[] millis = new double[QUERIES];
        for (int i = 0; i < QUERIES; i++) {
            long started = System.nanoTime();
            recall(workspace, timed.get(i));
            millis[i] = (System.nanoTime() - started) / 1e6;
        }
        Arrays.sort(millis);
        row("Recall over HTTP " + where + ", p50 (incl. query embedding)", round(millis[QUERIES / 2]) + " ms", note);
        row("Recall over HTTP " + where + ", p95", round(millis[QUERIES * 95 / 100]) + " ms",
                QUERIES + " queries after " + WARM_UP + " warm-up");
        if (jfr != null && profile != null) {
            server.startRecording();
            for (String query : timed) {
                recall(workspace, query);
            }
            stopProfile(server, profile, recording);
        }
    }

    private void recall(String workspace, String query) throws Exception {
        api.post("api/nodes/recall/execute", "{\"workspace\":\"" + workspace + "\",\"input\":{\"query\":"
                + JSON.writeValueAsString(query) + ",\"k\":10}}");
    }

    private static List<String> sentences(int count, Random random) {
        List<String> sentences = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            StringBuilder text = new StringBuilder("Note ").append(i);
            for (int w = 0; w < 8; w++) {
                text.append(' ').append(WORDS[random.nextInt(WORDS.length)]);
            }
            sentences.add(text.toString());
        }
        return sentences;
    }

    private void header(int entries) throws IOException {
        report.append("# HTTP benchmarks: Remember and Recall nodes\n\n")
                .append("Command: `src/benchmarks/http/run` (ENTRIES=").append(entries).append("). Date: ").append(LocalDate.now())
                .append(". Machine: ").append(Machine.describe())
                .append(". The product runs as `java -Xmx2g -jar mnemos.jar`").append(jvmOptions())
                .append(" with its embedded PostgreSQL on the same machine; cores are shared with the benchmark client.\n\n")
                .append("| measurement | result | note |\n|---|---|---|\n");
    }

    /** Options both JVMs took from the environment (BENCH_JVM_OPTIONS), such as Lucene's vector code on JDK 25. */
    private static String jvmOptions() {
        String options = System.getenv("JDK_JAVA_OPTIONS");
        return options == null || options.isBlank() ? "" : " with `JDK_JAVA_OPTIONS=\"" + options.strip() + "\"`";
    }

    private void row(String what, String result, String note) {
        report.append("| ").append(what).append(" | ").append(result).append(" | ").append(note).append(" |\n");
        System.out.println(what + ": " + result + " " + note);
    }

    private static String ratio(double value, double reference) {
        return round(value / reference) + " × raw embedding (goal ≥ 0.8 for batches)";
    }

    private static double seconds(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1e9;
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

}
