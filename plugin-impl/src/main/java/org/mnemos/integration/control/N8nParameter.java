package org.mnemos.integration.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.mcp.control.ToolArguments;
import org.mnemos.platform.Json;

/**
 * One field of a node's input schema as an n8n node property ({@code INodeProperties}): the JSON type picks the
 * n8n type, {@code title} is the label, {@code description} the help, {@code default} the default. Picker
 * widgets list the workspace's artifacts or data sources through the package's {@code loadOptions} methods.
 */
final class N8nParameter {

    private static final Map<String, String> PICKERS =
            Map.of("artifact-picker", "artifacts", "data-source-picker", "dataSources");
    private static final int TEXTAREA_ROWS = 4;

    private N8nParameter() {}

    /** {@code required}: the schema requires the field; n8n marks it and the runtime always sends it. */
    static Map<String, Object> of(String name, Map<String, Object> schema, boolean required) {
        Map<String, Object> parameter = new LinkedHashMap<>();
        parameter.put("displayName", N8nSchema.title(name, schema));
        parameter.put("name", name);
        parameter.putAll(typed(schema, required));
        if (required) {
            parameter.put("required", true);
        }
        if (schema.get("description") instanceof String description) {
            parameter.put("description", description);
        }
        return parameter;
    }

    private static Map<String, Object> typed(Map<String, Object> schema, boolean required) {
        Object type = schema.get("type");
        if (schema.get("x-widget") instanceof String widget && PICKERS.containsKey(widget)) {
            return picker(PICKERS.get(widget));
        }
        if (N8nSchema.isObject(schema)) {
            return collection(N8nSchema.children(schema), N8nSchema.required(schema));
        }
        if ("array".equals(type) && N8nSchema.map(schema, "items").get("enum") instanceof List<?> values) {
            return Map.of(
                    "type",
                    "multiOptions",
                    "options",
                    options(values),
                    "default",
                    schema.getOrDefault("default", List.of()));
        }
        if ("array".equals(type) || "object".equals(type)) {
            return Map.of(
                    "type",
                    "json",
                    "default",
                    Json.text(schema.getOrDefault("default", "array".equals(type) ? List.of() : Map.of())));
        }
        if (schema.get("enum") instanceof List<?> values) {
            return choice(values, schema.get("default"), required);
        }
        return scalar(schema);
    }

    private static Map<String, Object> scalar(Map<String, Object> schema) {
        Map<String, Object> typed = new LinkedHashMap<>();
        switch (String.valueOf(schema.get("type"))) {
            case "integer", "number" -> {
                typed.put("type", "number");
                typed.put("default", schema.getOrDefault("default", schema.getOrDefault("minimum", 0)));
                typed.put("typeOptions", bounds(schema));
            }
            case "boolean" -> {
                typed.put("type", "boolean");
                typed.put("default", schema.getOrDefault("default", false));
            }
            default -> {
                typed.put("type", "date-time".equals(schema.get("format")) ? "dateTime" : "string");
                typed.put("default", schema.getOrDefault("default", ""));
                if ("textarea".equals(schema.get("x-widget"))) {
                    typed.put("typeOptions", Map.of("rows", TEXTAREA_ROWS));
                }
            }
        }
        return typed;
    }

    private static Map<String, Object> bounds(Map<String, Object> schema) {
        Map<String, Object> bounds = new LinkedHashMap<>();
        if ("integer".equals(schema.get("type"))) {
            bounds.put("numberPrecision", 0);
        }
        if (schema.containsKey("minimum")) {
            bounds.put("minValue", schema.get("minimum"));
        }
        if (schema.containsKey("maximum")) {
            bounds.put("maxValue", schema.get("maximum"));
        }
        return bounds;
    }

    /** An optional enum without a default starts on "not set", which the runtime leaves out of the call. */
    private static Map<String, Object> choice(List<?> values, Object schemaDefault, boolean required) {
        List<Map<String, Object>> options = new ArrayList<>(options(values));
        Object fallback = values.get(0);
        if (schemaDefault == null && !required) {
            options.add(0, Map.of("name", "Not Set", "value", ""));
            fallback = "";
        }
        return Map.of(
                "type", "options", "options", options, "default", schemaDefault == null ? fallback : schemaDefault);
    }

    private static Map<String, Object> collection(Map<String, Map<String, Object>> children, List<?> required) {
        List<Map<String, Object>> options = new ArrayList<>();
        children.forEach((name, child) -> options.add(of(name, child, required.contains(name))));
        return Map.of("type", "collection", "placeholder", "Add Field", "default", Map.of(), "options", options);
    }

    private static Map<String, Object> picker(String method) {
        return Map.of(
                "type",
                "options",
                "typeOptions",
                Map.of("loadOptionsMethod", method, "loadOptionsDependsOn", List.of(ToolArguments.WORKSPACE)),
                "default",
                "");
    }

    private static List<Map<String, Object>> options(List<?> values) {
        return values.stream()
                .map(value -> Map.<String, Object>of("name", String.valueOf(value), "value", value))
                .toList();
    }
}
