package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.ExecutionRequest;
import org.mnemos.platform.ProblemException;

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
    void theAlternativesAreEnforcedNamingTheFieldsAtFault() {
        NodeDescriptor remember = DescriptorReader.read(NodeType.REMEMBER);

        assertThatThrownBy(() -> ToolArguments.envelope(
                        remember,
                        Map.of("workspace", "w1", "content", "a", "entries", List.of(Map.of("content", "b")))))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().code()).isEqualTo(ErrorCode.INVALID_INPUT);
                    assertThat(e.problem().detail()).isEqualTo("Give exactly one of content, entries.");
                    assertThat(e.problem().errors())
                            .extracting(Violation::pointer)
                            .containsExactly("/content", "/entries");
                });
        assertThatThrownBy(() -> ToolArguments.envelope(remember, Map.of("workspace", "w1", "kind", "DURABLE")))
                .isInstanceOfSatisfying(
                        ProblemException.class,
                        e -> assertThat(e.problem().errors())
                                .extracting(Violation::message)
                                .containsOnly("one of content, entries is required"));
        assertThat(ToolArguments.envelope(remember, Map.of("workspace", "w1", "content", "a"))
                        .input())
                .containsKey("content");
    }

    @Test
    void violationsNameTheArgumentsAsTheClientSentThem() {
        assertThat(ToolArguments.flat(List.of(new Violation("/input/k", "too big"), new Violation("/workspace", "x"))))
                .extracting(Violation::pointer)
                .containsExactly("/k", "/workspace");
    }
}
