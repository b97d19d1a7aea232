package org.mnemos.memory.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.memory.entity.MemoryEntry;

/** Recall's answer: validated candidates with provenance, or an abstention with its reason. */
public record RecallResult(
        boolean abstained,
        String reason,
        List<Candidate> results,
        Map<String, List<String>> conflicts,
        Map<String, String> context) {

    static RecallResult abstain(String reason, Map<String, String> context) {
        return new RecallResult(true, reason, List.of(), Map.of(), context);
    }

    static RecallResult found(
            List<Candidate> results, Map<String, List<String>> conflicts, Map<String, String> context) {
        return new RecallResult(false, null, results, conflicts, context);
    }

    /** The node's output, field names as the Recall contract spells them. */
    public Map<String, Object> toOutput() {
        Map<String, Object> output = new LinkedHashMap<>();
        output.put("abstained", abstained);
        output.put("reason", reason);
        output.put(
                "results",
                results.stream()
                        .map(c -> c.toOutput(conflicts.getOrDefault(c.entry().id(), List.of())))
                        .toList());
        output.put("context", context);
        return output;
    }

    /** A ranked entry; {@code validation} is null until checked. */
    public record Candidate(MemoryEntry entry, double score, Validation validation) {

        Candidate(MemoryEntry entry, double score) {
            this(entry, score, null);
        }

        Candidate validated(Validation verdict) {
            return new Candidate(entry, score, verdict);
        }

        Map<String, Object> toOutput(List<String> conflictsWith) {
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("id", entry.id());
            result.put("content", entry.content());
            result.put("kind", entry.kind().name());
            result.put("category", entry.category().name());
            result.put("subject", entry.subject().orElse(null));
            result.put("score", Math.round(score * 10_000) / 10_000.0);
            result.put("provenance", MemoryViews.provenance(entry));
            result.put("validation", validation.name());
            result.put("conflictsWith", conflictsWith);
            return result;
        }
    }
}
