package org.mnemos.node.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;

class InputSchemaTest {

    private static JsonNode json(String text) throws Exception {
        return Json.mapper().readTree(text);
    }

    private static InputSchema schemaOf(NodeType type) {
        return InputSchema.compile(DescriptorReader.read(type).properties());
    }

    @Test
    void everyDescriptorIsReadableWithCatalogueErrorsAndItsSchemaCompiles() {
        Arrays.stream(NodeType.values()).forEach(type -> {
            NodeDescriptor descriptor = DescriptorReader.read(type);
            assertThat(descriptor.id()).isEqualTo(type.id());
            assertThat(descriptor.errors())
                    .extracting(NodeDescriptor.ErrorSpec::code)
                    .contains(ErrorCode.NODE_NOT_AVAILABLE);
            assertThat(InputSchema.compile(descriptor.properties())).isNotNull();
        });
    }

    @Test
    void validInputHasNoViolations() throws Exception {
        assertThat(schemaOf(NodeType.RECALL).validate(json("{\"query\":\"currency?\",\"k\":5}"), "/input"))
                .isEmpty();
        assertThat(schemaOf(NodeType.FORGET)
                        .validate(json("{\"subject\":\"report.currency\",\"reason\":\"changed\"}"), "/input"))
                .isEmpty();
    }

    @Test
    void eachViolationIsLocatedByAPointerUnderThePrefix() throws Exception {
        var violations = schemaOf(NodeType.RECALL)
                .validate(
                        json("{\"query\":\"\",\"k\":1000,\"categories\":[\"FACT\",\"GOSSIP\"],\"extra\":1}"), "/input");

        assertThat(violations)
                .extracting(Violation::pointer)
                .containsExactlyInAnyOrder("/input/categories/1", "/input/extra", "/input/k", "/input/query");
        assertThat(violations)
                .allSatisfy(v -> assertThat(v.message()).isNotBlank().doesNotStartWith("/"));
    }

    @Test
    void aMissingRequiredFieldPointsAtTheField() throws Exception {
        assertThat(schemaOf(NodeType.GENERATE_ARTIFACT).validate(json("{\"instruction\":\"sales\"}"), "/input"))
                .extracting(Violation::pointer)
                .containsExactly("/input/dataSourceId");
    }

    @Test
    void blankTextIsRefusedAtTheContractNotByTheEmbeddingModel() throws Exception {
        assertThat(schemaOf(NodeType.REMEMBER).validate(json("{\"content\":\"   \"}"), "/input"))
                .extracting(Violation::pointer)
                .contains("/input/content");
        assertThat(schemaOf(NodeType.REMEMBER).validate(json("{\"entries\":[{\"content\":\"\\n\"}]}"), "/input"))
                .extracting(Violation::pointer)
                .contains("/input/entries/0/content");
        assertThat(schemaOf(NodeType.RECALL).validate(json("{\"query\":\" \\t \"}"), "/input"))
                .extracting(Violation::pointer)
                .containsExactly("/input/query");
    }

    @Test
    void oversizeContentIsRefused() throws Exception {
        String content = "x".repeat(8001);
        assertThat(schemaOf(NodeType.REMEMBER).validate(json("{\"content\":\"" + content + "\"}"), "/input"))
                .extracting(Violation::pointer)
                .contains("/input/content");
    }
}
