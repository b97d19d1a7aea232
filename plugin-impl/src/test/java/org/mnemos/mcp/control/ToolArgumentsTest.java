package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.ExecutionRequest;

class ToolArgumentsTest {

    @Test
    void workspaceAndRunIdAreTheEnvelopeAndTheRestIsTheInput() {
        ExecutionRequest request = ToolArguments.envelope(
                DescriptorReader.read(NodeType.REMEMBER),
                Map.of("workspace", "w1", "runId", "run-7", "content", "EUR"));

        assertThat(request.workspace()).isEqualTo("w1");
        assertThat(request.runId()).isEqualTo("run-7");
        assertThat(request.input()).isEqualTo(Map.of("content", "EUR"));
    }

    @Test
    void aNodeWithItsOwnRunIdGetsItAsInput() {
        ExecutionRequest request = ToolArguments.envelope(
                DescriptorReader.read(NodeType.FORGET), Map.of("workspace", "w1", "runId", "run-7", "reason", "done"));

        assertThat(request.runId()).isNull();
        assertThat(request.input()).isEqualTo(Map.of("runId", "run-7", "reason", "done"));
        assertThat(ToolSchemas.input(DescriptorReader.read(NodeType.FORGET)).get("properties"))
                .satisfies(
                        p -> assertThat(((Map<?, ?>) p).get("runId").toString()).contains("Run id"));
    }

    @Test
    void violationsNameTheArgumentsAsTheClientSentThem() {
        assertThat(ToolArguments.flat(List.of(new Violation("/input/k", "too big"), new Violation("/workspace", "x"))))
                .extracting(Violation::pointer)
                .containsExactly("/k", "/workspace");
    }
}
