package org.mnemos.memory.control;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;

/**
 * One statement to remember, read from input that already matched the Remember schema.
 *
 * @param conversation the conversation the statement was said in, or null
 * @param turn         its place in the conversation, or null to follow the conversation's last turn (an import
 *                     keeps the exported place)
 */
public record RememberRequest(
        String content,
        Kind kind,
        Category category,
        String subject,
        ClaimSource source,
        String citation,
        double confidence,
        boolean approved,
        Instant observedAt,
        Instant expiresAt,
        Instant reviewAt,
        String conversation,
        Integer turn) {

    @SuppressWarnings("unchecked")
    public static RememberRequest from(Map<String, Object> input) {
        Map<String, Object> source = (Map<String, Object>) input.getOrDefault("source", Map.of());
        return new RememberRequest(
                (String) input.get("content"),
                Kind.valueOf((String) input.getOrDefault("kind", "EPISODIC")),
                Category.valueOf((String) input.getOrDefault("category", "OBSERVATION")),
                blankToNull((String) input.get("subject")),
                ClaimSource.valueOf((String) source.getOrDefault("type", "AGENT_INFERENCE")),
                blankToNull((String) source.get("citation")),
                ((Number) input.getOrDefault("confidence", 0.5)).doubleValue(),
                Boolean.TRUE.equals(input.get("approved")),
                instant(input.get("observedAt")),
                instant(input.get("expiresAt")),
                instant(input.get("reviewAt")),
                blankToNull((String) input.get("conversation")),
                null);
    }

    private static Instant instant(Object value) {
        return value == null ? null : OffsetDateTime.parse((String) value).toInstant();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
