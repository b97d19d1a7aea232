package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

@SuppressWarnings("unchecked")
class ToolResultsTest {

    @Test
    void theOutPortIsStructuredContentAndTheSameJsonAsText() throws Exception {
        CallToolResult result = ToolResults.of(
                DescriptorReader.read(NodeType.RECALL),
                NodeResult.of(Map.of("abstained", true, "at", Instant.parse("2026-01-02T03:04:05Z"))));

        assertThat(result.isError()).isFalse();
        assertThat(result.structuredContent()).isEqualTo(Map.of("abstained", true, "at", "2026-01-02T03:04:05Z"));
        assertThat(Json.mapper().readTree(text(result)))
                .isEqualTo(Json.mapper().valueToTree(result.structuredContent()));
    }

    @Test
    void theDriftPortIsAnErrorWithItsCodeAndTheNodesOutput() {
        CallToolResult result = ToolResults.of(
                DescriptorReader.read(NodeType.REFRESH_DATA),
                new NodeResult("drift", Map.of("missingColumns", List.of("region"))));

        assertThat(result.isError()).isTrue();
        assertThat(error(result))
                .containsEntry("code", "SCHEMA_DRIFT")
                .containsEntry("retryable", false)
                .containsEntry("port", "drift")
                .containsEntry("output", Map.of("missingColumns", List.of("region")))
                .containsEntry("detail", "The schema changed in a way the artifact cannot absorb");
    }

    @Test
    void aPortsOwnDetailIsTheErrorsDetail() {
        CallToolResult result = ToolResults.of(
                DescriptorReader.read(NodeType.REFRESH_DATA),
                new NodeResult("drift", Map.of("missingColumns", List.of("region"), "detail", "region is missing")));

        assertThat(error(result)).containsEntry("detail", "region is missing");
    }

    @Test
    void failuresNameTheirCodeWhetherToRetryAndTheArgumentsAtFault() throws Exception {
        CallToolResult refused = ToolResults.of(new NodeException(ErrorCode.SECRET_DETECTED, "A credential."));
        CallToolResult invalid = ToolResults.of(
                ProblemException.invalidInput("Bad.", List.of(new Violation("/input/content", "must be a string"))));

        assertThat(refused.isError()).isTrue();
        assertThat(refused.structuredContent()).isNull();
        assertThat(Json.mapper().readTree(text(refused)))
                .isEqualTo(Json.mapper().valueToTree(error(refused)));
        assertThat(error(refused))
                .isEqualTo(Map.of("code", "SECRET_DETECTED", "detail", "A credential.", "retryable", false));
        assertThat(error(invalid))
                .containsEntry("code", "INVALID_INPUT")
                .containsEntry("errors", List.of(Map.of("pointer", "/content", "message", "must be a string")));
    }

    private static Map<Object, Object> error(CallToolResult result) {
        return (Map<Object, Object>) result.meta().get(ToolResults.ERROR);
    }

    private static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
