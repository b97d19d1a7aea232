package org.mnemos.node.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;

/** The envelope of {@code POST /api/nodes/{id}/execute}: {@code {"workspace", "runId", "input"}}. */
public record ExecutionRequest(String workspace, String runId, JsonNode input) {

    private static final int MAX_ID_LENGTH = 200;

    /** Checks the envelope's own fields; the input is checked against the node's schema later. */
    public static ExecutionRequest from(JsonNode body) {
        if (body == null) {
            throw new ProblemException(ErrorCode.MALFORMED_JSON, "The request body is empty.");
        }
        if (!body.isObject()) {
            throw ProblemException.invalidInput("", "The request body must be a JSON object with workspace and input.");
        }
        List<Violation> violations = new ArrayList<>();
        String workspace = text(body, "workspace", true, violations);
        String runId = text(body, "runId", false, violations);
        JsonNode input = body.get("input");
        if (input == null || !input.isObject()) {
            violations.add(new Violation("/input", "input is required and must be an object"));
        }
        body.fieldNames().forEachRemaining(name -> {
            if (!List.of("workspace", "runId", "input").contains(name)) {
                violations.add(new Violation("/" + name, "unknown field; expected workspace, runId and input"));
            }
        });
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The request envelope is invalid.", violations);
        }
        return new ExecutionRequest(workspace, runId, input);
    }

    private static String text(JsonNode body, String field, boolean required, List<Violation> violations) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                violations.add(new Violation("/" + field, field + " is required"));
            }
            return null;
        }
        if (!value.isTextual() || value.asText().isBlank() || value.asText().length() > MAX_ID_LENGTH) {
            violations.add(new Violation("/" + field, field + " must be a non-empty string of at most "
                    + MAX_ID_LENGTH + " characters"));
            return null;
        }
        return value.asText();
    }
}
