package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;

/**
 * Every tool's input schema within what the major model providers accept in a tool's parameters: an object at the
 * top with no {@code oneOf}/{@code anyOf}/{@code allOf}/{@code not} there (Anthropic's {@code input_schema} refuses
 * them, OpenAI's function parameters too), one type name per {@code type}, and only the keywords of Gemini's
 * function-declaration schema, the narrowest of the three ({@code type}, {@code format} date-time or enum,
 * {@code title}, {@code description}, {@code nullable}, {@code enum}, {@code properties}, {@code required},
 * {@code items}, {@code minItems}, {@code maxItems}, {@code minimum}, {@code maximum}, {@code minLength},
 * {@code maxLength}, {@code pattern}, {@code default}, {@code anyOf}), plus the JSON Schema annotations
 * {@code $schema}, {@code examples} and {@code additionalProperties}: Anthropic and OpenAI take them, and
 * Gemini's {@code parametersJsonSchema} does (its older OpenAPI-style {@code parameters} would not).
 */
class ProviderToolSchemasTest {

    private static final Set<String> TOP_LEVEL_REFUSED = Set.copyOf(ToolSchemas.COMBINATORS);
    private static final Set<String> KEYWORDS = Set.of(
            "type",
            "format",
            "description",
            "title",
            "enum",
            "properties",
            "required",
            "items",
            "minItems",
            "maxItems",
            "minimum",
            "maximum",
            "minLength",
            "maxLength",
            "pattern",
            "default",
            "anyOf",
            "nullable",
            "$schema",
            "examples",
            "additionalProperties");
    /** The formats Gemini's subset keeps for a string (others it drops or refuses). */
    private static final Set<String> STRING_FORMATS = Set.of("date-time", "enum");

    @ParameterizedTest
    @EnumSource(NodeType.class)
    void theInputSchemaFitsTheProvidersSubsets(NodeType type) {
        Map<String, Object> schema = ToolSchemas.input(DescriptorReader.read(type));

        assertThat(schema.get("type")).isEqualTo("object");
        assertThat(schema.keySet()).doesNotContainAnyElementsOf(TOP_LEVEL_REFUSED);
        List<String> faults = new ArrayList<>();
        check(schema, "", faults);
        assertThat(faults).isEmpty();
    }

    @SuppressWarnings("unchecked")
    private static void check(Map<String, Object> schema, String pointer, List<String> faults) {
        schema.forEach((keyword, value) -> {
            if (!KEYWORDS.contains(keyword)) {
                faults.add(pointer + "/" + keyword + " is outside the providers' subset");
            }
            if (keyword.equals("type") && !(value instanceof String)) {
                faults.add(pointer + "/type is not one type name: " + value);
            }
            if (keyword.equals("format") && !STRING_FORMATS.contains(value)) {
                faults.add(pointer + "/format " + value + " is not one Gemini keeps");
            }
        });
        if (schema.get("properties") instanceof Map<?, ?> properties) {
            properties.forEach(
                    (name, child) -> check((Map<String, Object>) child, pointer + "/properties/" + name, faults));
        }
        if (schema.get("items") instanceof Map<?, ?> items) {
            check((Map<String, Object>) items, pointer + "/items", faults);
        }
        if (schema.get("anyOf") instanceof List<?> branches) {
            for (int i = 0; i < branches.size(); i++) {
                check((Map<String, Object>) branches.get(i), pointer + "/anyOf/" + i, faults);
            }
        }
    }
}
