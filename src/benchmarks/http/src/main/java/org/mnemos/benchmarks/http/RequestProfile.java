package org.mnemos.benchmarks.http;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the server's request threads, and the threads a batch is embedded on, spent a timed phase, from a JFR
 * recording: each sample (a thread running Java code, or waiting in native code such as a socket read) goes to
 * the first part of the request its stack is in, and the leaf frames are counted as well. A thread waiting in
 * Java (a request thread while its batch is embedded) is not sampled.
 */
final class RequestProfile {

    private record Part(String name, Predicate<String> frame) {}

    /** The model's own frames, whatever the class of Mnemos that calls it is named. */
    private static final String[] EMBEDDING = {"dev.langchain4j.model.embedding.", "ai.onnxruntime.", "ai.djl."};

    /** The layers every request goes through, after the node's own parts. */
    private static final List<Part> REQUEST = List.of(
            part("input validation (JSON Schema)", "com.networknt."),
            part("authentication (JWT)", "fish.payara.microprofile.jwtauth", "com.nimbusds."),
            part("JSON reading and writing", "com.fasterxml.jackson.", "org.eclipse.yasson.", "org.glassfish.json."),
            part("rest of the request (HTTP, JAX-RS, CDI, security)", ""));

    private static final List<Part> RECALL_PARTS = List.of(
            part("query embedding (ONNX Runtime)", EMBEDDING),
            part("index search (Lucene)", "org.mnemos.retrieval.control.LuceneRetrievalIndex.search"),
            part("loading the candidates (JPA, PostgreSQL)", "org.mnemos.memory.control.Memories.load"),
            part("conflicts on the same subject (JPA, PostgreSQL)", "org.mnemos.memory.control.Memories.activeIds"),
            part("retention policy (JPA, PostgreSQL)", "org.mnemos.retention.control.RetentionPolicies.effective"),
            part("citation checks", "org.mnemos.memory.control.CitationCheck.check"),
            part("composed context", "org.mnemos.memory.control.PromptComposer.compose"),
            part("rest of Recall (ranking, transaction)", "org.mnemos.memory.control.Recall."));

    static final RequestProfile RECALL =
            new RequestProfile("a Recall request (synthetic corpus)", "a second pass over the timed Recall queries", RECALL_PARTS);

    static final RequestProfile RECALL_CONVERSATIONS = new RequestProfile(
            "a Recall request (conversational text)", "a second pass over the timed Recall questions", RECALL_PARTS);

    /**
     * Writing the rows comes before the lookups: a JPQL query flushes the inserts pending in its transaction
     * first, and that time belongs to the inserts.
     */
    static final RequestProfile REMEMBER = new RequestProfile("a batched Remember", "5 more batches after the timed ones", List.of(
            part("embedding (ONNX Runtime, on the embedding threads)", EMBEDDING),
            part("screening (secrets, instructions to agents)", "org.mnemos.memory.control.WriteScreen."),
            part("index insertion (Lucene, HNSW)", "org.mnemos.retrieval.control.IndexFollower.applyLocally"),
            part("index change log (PostgreSQL)", "org.mnemos.retrieval.control.ChangeLog.append"),
            part("writing the rows: flush and commit (JPA, PostgreSQL)",
                    "org.eclipse.persistence.internal.sessions.CommitManager.", "org.postgresql.jdbc.PgConnection.commit"),
            part("same-claim lookups (JPA, PostgreSQL)", "org.mnemos.memory.control.Memories.activeWithClaims"),
            part("audit rows (JPA)", "org.mnemos.audit.control.AuditLog.record"),
            part("retention policy (JPA, PostgreSQL)", "org.mnemos.retention.control.RetentionPolicies.effective"),
            part("rest of Remember (entities, transaction)", "org.mnemos.memory.control.WritePath.",
                    "org.mnemos.memory.control.Remembering.", "org.mnemos.memory.boundary.RememberNode.")));

    private final String request;
    private final String phase;
    private final List<Part> parts;

    private RequestProfile(String request, String phase, List<Part> own) {
        this.request = request;
        this.phase = phase;
        this.parts = new ArrayList<>(own);
        this.parts.addAll(REQUEST);
    }

    String of(Path recording) throws IOException {
        Map<String, Integer> counts = new LinkedHashMap<>();
        parts.forEach(part -> counts.put(part.name(), 0));
        Map<String, Integer> leaves = new HashMap<>();
        int total = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(recording)) {
            String type = event.getEventType().getName();
            if (!type.equals("jdk.ExecutionSample") && !type.equals("jdk.NativeMethodSample")
                    || event.getStackTrace() == null || !onRequestThread(event)) {
                continue;
            }
            List<String> frames = event.getStackTrace().getFrames().stream()
                    .map(RequestProfile::name)
                    .toList();
            total++;
            counts.merge(partOf(frames), 1, Integer::sum);
            leaves.merge(frames.isEmpty() ? "?" : frames.get(0), 1, Integer::sum);
        }
        return render(counts, leaves, total);
    }

    private static boolean onRequestThread(RecordedEvent event) {
        String thread = event.getThread("sampledThread") == null ? "" : event.getThread("sampledThread").getJavaName();
        return thread != null && (thread.startsWith("http-thread-pool") || thread.startsWith("mnemos-embedding"));
    }

    private String partOf(List<String> frames) {
        for (Part part : parts) {
            if (frames.stream().anyMatch(part.frame())) {
                return part.name();
            }
        }
        return parts.get(parts.size() - 1).name();
    }

    private String render(Map<String, Integer> counts, Map<String, Integer> leaves, int total) {
        StringBuilder md = new StringBuilder("\n## Where " + request + "'s time goes (JFR)\n\n");
        md.append(String.format(Locale.ROOT, "%,d samples of the server's request and embedding threads during %s ",
                        total, phase))
                .append("(JFR `profile` settings: Java code every 10 ms, native code every 20 ms per thread), ")
                .append("each counted in the first part of the request its stack is in.\n\n")
                .append("| part of the request | share of samples |\n|---|---:|\n");
        counts.forEach((name, count) -> md.append(String.format(Locale.ROOT, "| %s | %s |%n", name, share(count, total))));
        md.append("\nHottest leaf frames (where the thread was when sampled):\n\n| frame | share of samples |\n|---|---:|\n");
        leaves.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(15)
                .forEach(leaf -> md.append(String.format(Locale.ROOT, "| `%s` | %s |%n", leaf.getKey(),
                        share(leaf.getValue(), total))));
        return md.toString();
    }

    private static String share(int count, int total) {
        return total == 0 ? "—" : String.format(Locale.ROOT, "%.1f %%", 100.0 * count / total);
    }

    private static Part part(String name, String... prefixes) {
        return new Part(name, frame -> List.of(prefixes).stream().anyMatch(frame::startsWith));
    }

    private static String name(RecordedFrame frame) {
        return frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
    }
}
