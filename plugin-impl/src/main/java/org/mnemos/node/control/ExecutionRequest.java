package org.mnemos.node.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.RequestTexts;

/**
 * The envelope of {@code POST /api/nodes/{id}/execute}. Jackson refuses unknown fields and values of the
 * wrong type; {@link #checked} refuses what is missing or too long, naming every field at fault.
 */
@Schema(requiredProperties = {"workspace", "input"})
public record ExecutionRequest(
        @Schema(maxLength = 200, example = "5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f")
        String workspace,

        @Schema(description = "The workflow run; SCRATCH entries belong to it", maxLength = 200, example = "run-42")
        String runId,

        @Schema(
                description = "The node's input: its JSON Schema is the node descriptor's properties "
                        + "(GET /api/nodes/{id})",
                additionalProperties = Schema.True.class,
                example = "{\"query\": \"Which currency do the reports use?\", \"k\": 5}")
        Map<String, Object> input) {

    private static final int MAX_ID_LENGTH = 200;

    /** The envelope's own fields checked; the input is checked against the node's schema later. */
    public static ExecutionRequest checked(ExecutionRequest request) {
        if (request == null) {
            throw new ProblemException(ErrorCode.MALFORMED_JSON, "The request body is empty.");
        }
        List<Violation> violations = new ArrayList<>();
        String workspace = RequestTexts.required(request.workspace, "workspace", MAX_ID_LENGTH, violations);
        String runId = RequestTexts.optional(request.runId, "runId", MAX_ID_LENGTH, violations);
        if (request.input == null) {
            violations.add(new Violation("/input", "input is required and must be an object"));
        }
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The request envelope is invalid.", violations);
        }
        return new ExecutionRequest(workspace, runId, request.input);
    }
}
