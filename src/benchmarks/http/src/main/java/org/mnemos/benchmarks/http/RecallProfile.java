package org.mnemos.benchmarks.http;

import java.io.IOException;
import java.nio.file.Path;
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
 * Where the server's request threads spent the timed Recall queries, from a JFR recording: each sample (a
 * thread running Java code, or waiting in native code such as a socket read) goes to the first part of the
 * request its stack is in, and the leaf frames are counted as well.
 */
final class RecallProfile {

    private record Part(String name, Predicate<String> frame) {}

    /** Checked in order against every frame of a stack, innermost first. */
    private static final List<Part> PARTS = List.of(
            part("query embedding (ONNX Runtime)", "org.mnemos.retrieval.control.MiniLmEmbeddingModel.embed"),
            part("index search (Lucene)", "org.mnemos.retrieval.control.LuceneRetrievalIndex.search"),
            part("loading the candidates (JPA, PostgreSQL)", "org.mnemos.memory.control.Memories.load"),
            part("conflicts on the same subject (JPA, PostgreSQL)", "org.mnemos.memory.control.Memories.activeIds"),
            part("retention policy (JPA, PostgreSQL)", "org.mnemos.retention.control.RetentionPolicies.effective"),
            part("citation checks", "org.mnemos.memory.control.CitationCheck.check"),
            part("composed context", "org.mnemos.memory.control.PromptComposer.compose"),
            part("rest of Recall (ranking, transaction)", "org.mnemos.memory.control.Recall."),
            part("input validation (JSON Schema)", "com.networknt."),
            part("authentication (JWT)", "fish.payara.microprofile.jwtauth", "com.nimbusds."),
            part("JSON reading and writing", "com.fasterxml.jackson.", "org.eclipse.yasson.", "org.glassfish.json."),
            part("rest of the request (HTTP, JAX-RS, CDI, security)", ""));

    private RecallProfile() {}

    static String of(Path recording) throws IOException {
        Map<String, Integer> parts = new LinkedHashMap<>();
        PARTS.forEach(part -> parts.put(part.name(), 0));
        Map<String, Integer> leaves = new HashMap<>();
        int total = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(recording)) {
            String type = event.getEventType().getName();
            if (!type.equals("jdk.ExecutionSample") && !type.equals("jdk.NativeMethodSample")
                    || event.getStackTrace() == null || !onRequestThread(event)) {
                continue;
            }
            List<String> frames = event.getStackTrace().getFrames().stream()
                    .map(RecallProfile::name)
                    .toList();
            total++;
            parts.merge(partOf(frames), 1, Integer::sum);
            leaves.merge(frames.isEmpty() ? "?" : frames.get(0), 1, Integer::sum);
        }
        return render(parts, leaves, total);
    }

    private static boolean onRequestThread(RecordedEvent event) {
        String thread = event.getThread("sampledThread") == null ? "" : event.getThread("sampledThread").getJavaName();
        return thread != null && thread.startsWith("http-thread-pool");
    }

    private static String partOf(List<String> frames) {
        for (Part part : PARTS) {
            if (frames.stream().anyMatch(part.frame())) {
                return part.name();
            }
        }
        return PARTS.get(PARTS.size() - 1).name();
    }

    private static String render(Map<String, Integer> parts, Map<String, Integer> leaves, int total) {
        StringBuilder md = new StringBuilder("\n## Where a Recall request's time goes (JFR)\n\n");
        md.append(String.format(Locale.ROOT, "%,d samples of the server's request threads during the timed Recall ",
                        total))
                .append("queries (JFR `profile` settings: Java code every 10 ms, native code every 20 ms per thread), ")
                .append("each counted in the first part of the request its stack is in.\n\n")
                .append("| part of the request | share of samples |\n|---|---:|\n");
        parts.forEach((name, count) -> md.append(String.format(Locale.ROOT, "| %s | %s |%n", name, share(count, total))));
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
