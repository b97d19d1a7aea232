package org.mnemos.platform;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.api.node.Violation;

/**
 * Reads fields of small JSON request bodies with 422 problems that name the field at fault. The
 * collecting forms add to a list, so a boundary reports all its fields' violations at once.
 */
public final class JsonFields {

    private JsonFields() {
    }

    public static String requiredText(JsonNode body, String field, int maxLength) {
        List<Violation> violations = new ArrayList<>();
        String text = requiredText(body, field, maxLength, violations);
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput(violations.get(0).message(), violations);
        }
        return text;
    }

    /** The stripped text, or null and a violation when it is missing, blank or longer than {@code maxLength}. */
    public static String requiredText(JsonNode body, String field, int maxLength, List<Violation> violations) {
        return text(body, field, maxLength, true, violations);
    }

    /** Like {@link #requiredText(JsonNode, String, int, List)}, but missing or null is null without a violation. */
    public static String optionalText(JsonNode body, String field, int maxLength, List<Violation> violations) {
        return text(body, field, maxLength, false, violations);
    }

    private static String text(JsonNode body, String field, int maxLength, boolean required, List<Violation> violations) {
        JsonNode value = body == null ? null : body.get(field);
        if (!required && (value == null || value.isNull())) {
            return null;
        }
        if (value == null || !value.isTextual() || value.asText().isBlank() || value.asText().length() > maxLength) {
            violations.add(new Violation("/" + field, field + (required ? " is required: a" : " must be a")
                    + " non-empty string of at most " + maxLength + " characters"));
            return null;
        }
        return value.asText().strip();
    }

    public static <E extends Enum<E>> E requiredEnum(JsonNode body, String field, List<E> allowed) {
        JsonNode value = body == null ? null : body.get(field);
        String names = allowed.stream().map(Enum::name).collect(Collectors.joining(", "));
        if (value != null && value.isTextual()) {
            for (E candidate : allowed) {
                if (candidate.name().equals(value.asText())) {
                    return candidate;
                }
            }
        }
        throw ProblemException.invalidInput("/" + field, field + " must be one of " + names);
    }
}
