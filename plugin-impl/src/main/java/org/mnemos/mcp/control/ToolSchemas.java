package org.mnemos.mcp.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;

/**
 * A tool's schemas from a node's descriptor. The input is the node's input schema plus the {@code workspace}
 * and {@code runId} arguments ({@link ToolArguments}), with the UI hints ({@code x-*}) taken out into the tool's
 * {@code _meta}, keyed by JSON pointer, and flat: the Anthropic, OpenAI and Gemini tool APIs refuse a top-level
 * {@code oneOf}, so a node's alternatives stay optional properties whose rule is in the descriptions
 * ({@link Alternatives}, which the server enforces). The output is the {@code out} port's schema with OpenAPI's
 * {@code nullable} written as {@code anyOf} a {@code null} branch: MCP clients validate {@code structuredContent}
 * with plain JSON Schema validators, and the Inspector warns of the {@code "type": [t, "null"]} form, which
 * clients that read {@code type} as one string drop.
 */
public final class ToolSchemas {

    private static final String HINT_PREFIX = "x-";
    private static final String UNIQUE_ITEMS = "uniqueItems";
    /** What the providers' tool-schema subsets refuse at the top of a tool's input. */
    static final List<String> COMBINATORS = List.of("oneOf", "anyOf", "allOf", "not");

    /** What a documented example puts where the caller's workspace id goes. */
    public static final String EXAMPLE_WORKSPACE = "your-workspace-id";

    private ToolSchemas() {}

    public static Map<String, Object> input(NodeDescriptor descriptor) {
        Map<String, Object> schema = withoutHints(descriptor.properties());
        COMBINATORS.forEach(schema::remove);
        Map<String, Object> properties = new LinkedHashMap<>(objectAt(schema, "properties"));
        Alternatives alternatives = Alternatives.of(descriptor);
        if (!alternatives.isEmpty()) {
            schema.put("description", alternatives.rule());
            alternatives
                    .fields()
                    .forEach(field -> properties.computeIfPresent(
                            field, (name, property) -> withRule(property, alternatives.rule())));
        }
        if (!ToolArguments.declaresRunId(descriptor)) {
            properties.put(
                    ToolArguments.RUN_ID,
                    Map.of(
                            "type",
                            "string",
                            "minLength",
                            1,
                            "maxLength",
                            200,
                            "description",
                            "The workflow run, if any; SCRATCH entries belong to it."));
        }
        properties.put(
                ToolArguments.WORKSPACE,
                Map.of(
                        "type",
                        "string",
                        "minLength",
                        1,
                        "maxLength",
                        200,
                        "description",
                        "The id of the Mnemos workspace to work in; you must be a member."));
        schema.put("properties", properties);
        List<Object> required = new ArrayList<>(listAt(schema, "required"));
        required.add(ToolArguments.WORKSPACE);
        schema.put("required", required);
        if (schema.get("examples") instanceof List<?> examples) {
            schema.put(
                    "examples", examples.stream().map(ToolSchemas::inAWorkspace).toList());
        }
        return schema;
    }

    @SuppressWarnings("unchecked")
    private static Object withRule(Object property, String rule) {
        Map<String, Object> copy = new LinkedHashMap<>((Map<String, Object>) property);
        copy.merge("description", rule, (own, added) -> own + " " + added);
        return copy;
    }

    /** A node's input example as the tool's: with the workspace argument, a placeholder to replace. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> inAWorkspace(Object example) {
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put(ToolArguments.WORKSPACE, EXAMPLE_WORKSPACE);
        arguments.putAll((Map<String, Object>) example);
        return arguments;
    }

    /** Every UI hint of the input schema, by the JSON pointer of the schema it annotates. */
    public static Map<String, Object> hints(NodeDescriptor descriptor) {
        Map<String, Object> hints = new LinkedHashMap<>();
        collectHints(descriptor.properties(), "", hints);
        return hints;
    }

    public static Map<String, Object> output(NodeDescriptor descriptor) {
        return descriptor.outputs().stream()
                .filter(port -> port.name().equals(NodeResult.DEFAULT_PORT))
                .findFirst()
                .map(port -> nullableAsType(port.schema()))
                .orElseThrow(() -> new IllegalStateException(descriptor.id() + " has no out port"));
    }

    /** Without the UI hints, and {@code uniqueItems} (outside Gemini's subset) said in words; the server checks it. */
    private static Map<String, Object> withoutHints(Map<String, Object> schema) {
        Map<String, Object> copy = new LinkedHashMap<>();
        schema.forEach((key, value) -> {
            if (!key.startsWith(HINT_PREFIX) && !key.equals(UNIQUE_ITEMS)) {
                copy.put(key, withoutHintsIn(value));
            }
        });
        if (Boolean.TRUE.equals(schema.get(UNIQUE_ITEMS))) {
            copy.merge("description", "No value twice.", (own, added) -> own + " " + added);
        }
        return copy;
    }

    @SuppressWarnings("unchecked")
    private static Object withoutHintsIn(Object value) {
        if (value instanceof Map<?, ?> map) {
            return withoutHints((Map<String, Object>) map);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(ToolSchemas::withoutHintsIn).toList();
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    private static void collectHints(Map<String, Object> schema, String pointer, Map<String, Object> hints) {
        Map<String, Object> own = new LinkedHashMap<>();
        schema.forEach((key, value) -> {
            if (key.startsWith(HINT_PREFIX)) {
                own.put(key, value);
            } else if (value instanceof Map<?, ?> child) {
                collectHints((Map<String, Object>) child, pointer + "/" + escaped(key), hints);
            }
        });
        if (!own.isEmpty()) {
            hints.put(pointer, own);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> nullableAsType(Map<String, Object> schema) {
        Map<String, Object> copy = new LinkedHashMap<>();
        schema.forEach((key, value) -> {
            if (value instanceof Map<?, ?> child) {
                copy.put(key, nullableAsType((Map<String, Object>) child));
            } else if (!key.equals("nullable")) {
                copy.put(key, value);
            }
        });
        if (Boolean.TRUE.equals(schema.get("nullable")) && schema.get("type") instanceof String) {
            return orNull(copy);
        }
        return copy;
    }

    /** The value's schema as one branch, {@code null} as the other; annotations stay on the property. */
    private static Map<String, Object> orNull(Map<String, Object> schema) {
        Map<String, Object> value = new LinkedHashMap<>(schema);
        Map<String, Object> property = new LinkedHashMap<>();
        for (String annotation : List.of("title", "description")) {
            if (value.containsKey(annotation)) {
                property.put(annotation, value.remove(annotation));
            }
        }
        property.put("anyOf", List.of(value, Map.of("type", "null")));
        return property;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> objectAt(Map<String, Object> schema, String key) {
        return schema.get(key) instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    private static List<?> listAt(Map<String, Object> schema, String key) {
        return schema.get(key) instanceof List<?> list ? list : List.of();
    }

    private static String escaped(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
