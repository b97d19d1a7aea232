package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

@SuppressWarnings("unchecked")
class ToolSchemasTest {

    private final NodeDescriptor remember = DescriptorReader.read(NodeType.REMEMBER);

    @Test
    void theInputIsTheNodesSchemaWithoutUiHintsAndWithARequiredWorkspace() throws Exception {
        Map<String, Object> input = ToolSchemas.input(remember);

        String json = Json.mapper().writeValueAsString(input);
        assertThat(json).doesNotContain("x-group", "x-order", "x-widget", "x-advanced");
        assertThat(input.get("required")).isEqualTo(List.of("workspace"));
        assertThat(input.get("additionalProperties")).isEqualTo(false);
        assertThat((Map<Object, Object>) input.get("properties"))
                .containsKeys("content", "source", "entries", "workspace");
        InputSchema compiled = InputSchema.compile(input);
        assertThat(compiled.validate(Json.mapper().readTree("{\"content\":\"EUR\",\"workspace\":\"w\"}"), ""))
                .isEmpty();
        assertThat(compiled.validate(Json.mapper().readTree("{\"content\":\"EUR\"}"), ""))
                .extracting(v -> v.pointer())
                .containsExactly("/workspace");
    }

    @Test
    void theHintsMoveToMetaByJsonPointer() {
        Map<String, Object> hints = ToolSchemas.hints(remember);

        assertThat(hints.get("/properties/content"))
                .isEqualTo(Map.of("x-group", "What", "x-order", 1, "x-widget", "textarea"));
        assertThat(hints.get("/properties/source/properties/type")).isEqualTo(Map.of("x-widget", "select"));
        assertThat(hints).doesNotContainKey("/properties/entries/items");
    }

    @Test
    void theOutputIsTheOutPortWithNullableAsAnAnyOfWithNull() throws Exception {
        Map<String, Object> output = ToolSchemas.output(remember);

        Map<?, ?> supersedes = (Map<?, ?>) ((Map<?, ?>) output.get("properties")).get("supersedes");
        assertThat(supersedes).isEqualTo(Map.of("anyOf", List.of(Map.of("type", "string"), Map.of("type", "null"))));
        assertThat(Json.mapper().valueToTree(output).toString()).doesNotContain("[\"string\",\"null\"]");
        InputSchema compiled = InputSchema.compile(output);
        assertThat(compiled.validate(
                        Json.mapper().valueToTree(Map.of("id", "1", "status", "STORED", "warnings", List.of())), ""))
                .isEmpty();
        assertThat(compiled.validate(Json.mapper().valueToTree(Map.of("status", "KEPT")), ""))
                .isNotEmpty();
        assertThat(compiled.validate(Json.mapper().readTree("{\"supersedes\":null}"), ""))
                .isEmpty();
        assertThat(compiled.validate(Json.mapper().readTree("{\"supersedes\":7}"), ""))
                .isNotEmpty();
    }

    @Test
    void theAlternativesAreOptionalPropertiesWithTheRuleInTheirDescriptions() {
        Map<String, Object> input = ToolSchemas.input(DescriptorReader.read(NodeType.FORGET));

        assertThat(input).doesNotContainKeys("oneOf", "anyOf", "allOf");
        assertThat(input.get("description")).isEqualTo("Give exactly one of id, subject, runId, category.");
        Map<String, Map<String, Object>> properties = (Map<String, Map<String, Object>>) input.get("properties");
        assertThat(properties.get("subject").get("description").toString())
                .endsWith("Give exactly one of id, subject, runId, category.");
        assertThat(input.get("required")).isEqualTo(List.of("reason", "workspace"));
    }
}
