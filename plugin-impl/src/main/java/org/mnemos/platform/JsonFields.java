package org.mnemos.platform;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Collectors;

/** Reads fields of small JSON request bodies with 422 problems that name the field at fault. */
public final class JsonFields {

    private JsonFields() {
    }

    public static String requiredText(JsonNode body, String field, int maxLength) {
        JsonNode value = body == null ? null : body.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank() || value.asText().length() > maxLength) {
            throw ProblemException.invalidInput("/" + field,
                    field + " is required: a non-empty string of at most " + maxLength + " characters");
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
