package org.mnemos.mcp.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.DatabaseOutage;
import org.mnemos.platform.Json;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * A node's answer as a tool result: the {@code out} port as {@code structuredContent} and the same JSON as text.
 * Any other port (drift) and every failure is {@code isError: true} with {@code {code, detail, retryable}} (and
 * the arguments at fault) as text and in {@code _meta["org.mnemos/error"]}, never as {@code structuredContent}:
 * that must conform to the output schema, and clients (the npm SDK) check it on errors too.
 */
public final class ToolResults {

    private static final Logger LOG = Logger.getLogger(ToolResults.class.getName());
    private static final TypeReference<Map<String, Object>> JSON_OBJECT = new TypeReference<>() {};
    /** The port-level refusals a node answers without failing, by port name. */
    private static final Map<String, ErrorCode> PORT_CODES = Map.of("drift", ErrorCode.SCHEMA_DRIFT);

    /** Where a failed call's {@code {code, detail, retryable}} is in the result's {@code _meta}. */
    public static final String ERROR = "org.mnemos/error";

    private ToolResults() {}

    public static CallToolResult of(NodeDescriptor descriptor, NodeResult result) {
        Map<String, Object> output = Json.mapper().convertValue(result.output(), JSON_OBJECT);
        if (result.port().equals(NodeResult.DEFAULT_PORT)) {
            return result(output);
        }
        ErrorCode code = PORT_CODES.getOrDefault(result.port(), ErrorCode.INTERNAL_ERROR);
        // A port's own explanation (the drift port names the columns at fault) says more than its description.
        String detail = output.get("detail") instanceof String own ? own : portDescription(descriptor, result.port());
        Map<String, Object> error = error(code, detail, List.of());
        error.put("port", result.port());
        error.put("output", output);
        return failure(error);
    }

    public static CallToolResult of(NodeException failure) {
        return failure(error(failure.code(), failure.getMessage(), failure.violations()));
    }

    public static CallToolResult of(ProblemException failure) {
        Problem problem = failure.problem();
        return failure(error(problem.code(), problem.detail(), problem.errors()));
    }

    /** Anything unexpected: logged with a correlation id, never a stack trace in the answer; a database outage is retryable. */
    public static CallToolResult unexpected(RuntimeException failure) {
        Optional<Problem> outage = DatabaseOutage.answer(failure);
        if (outage.isPresent()) {
            return failure(error(ErrorCode.DATABASE_UNAVAILABLE, outage.get().detail(), List.of()));
        }
        String correlationId = UUID.randomUUID().toString();
        LOG.log(Level.SEVERE, "Unexpected failure of an MCP tool call, correlation id " + correlationId, failure);
        Map<String, Object> error = error(
                ErrorCode.INTERNAL_ERROR,
                "Something went wrong on our side. Quote the correlation id when reporting it.",
                List.of());
        error.put("correlationId", correlationId);
        return failure(error);
    }

    private static Map<String, Object> error(ErrorCode code, String detail, List<Violation> violations) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code.name());
        error.put("detail", detail);
        error.put("retryable", code.retryable());
        if (!violations.isEmpty()) {
            error.put(
                    "errors",
                    ToolArguments.flat(violations).stream()
                            .map(v -> Map.of("pointer", v.pointer(), "message", v.message()))
                            .toList());
        }
        return error;
    }

    private static CallToolResult result(Map<String, Object> output) {
        return CallToolResult.builder()
                .structuredContent(output)
                .addTextContent(text(output))
                .isError(false)
                .build();
    }

    private static CallToolResult failure(Map<String, Object> error) {
        return CallToolResult.builder()
                .addTextContent(text(error))
                .meta(Map.of(ERROR, error))
                .isError(true)
                .build();
    }

    private static String text(Map<String, Object> json) {
        try {
            return Json.mapper().writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String portDescription(NodeDescriptor descriptor, String port) {
        return descriptor.outputs().stream()
                .filter(output -> output.name().equals(port))
                .map(NodeDescriptor.Output::description)
                .findFirst()
                .orElse("The node answered on its " + port + " port.");
    }
}
