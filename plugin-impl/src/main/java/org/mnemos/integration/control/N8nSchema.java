package org.mnemos.integration.control;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the n8n generator reads from a JSON Schema: fields in their {@code x-order}, labels, required names. */
final class N8nSchema {

    private N8nSchema() {}

    /** The object's properties, ordered by {@code x-order}; unordered ones keep their place after them. */
    static Map<String, Map<String, Object>> children(Map<String, Object> schema) {
        Map<String, Map<String, Object>> children = new LinkedHashMap<>();
        map(schema, "properties").entrySet().stream()
                .sorted(Comparator.comparingDouble(field -> order(map(field.getValue()))))
                .forEach(field -> children.put(field.getKey(), map(field.getValue())));
        return children;
    }

    static List<?> required(Map<String, Object> schema) {
        return schema.get("required") instanceof List<?> names ? names : List.of();
    }

    /** The fields a {@code oneOf} of the schema requires one of (Remember: content or entries). */
    static List<String> alternatives(Map<String, Object> schema) {
        return schema.get("oneOf") instanceof List<?> branches
                ? branches.stream()
                        .flatMap(branch -> required(map(branch)).stream())
                        .map(String::valueOf)
                        .distinct()
                        .toList()
                : List.of();
    }

    static boolean isObject(Map<String, Object> schema) {
        return "object".equals(schema.get("type")) && schema.get("properties") instanceof Map;
    }

    static boolean isAdvanced(Map<String, Object> schema) {
        return Boolean.TRUE.equals(schema.get("x-advanced"));
    }

    /** The label: the schema's {@code title}, else the name in words ({@code observedAt} → Observed at). */
    static String title(String name, Map<String, Object> schema) {
        if (schema.get("title") instanceof String title) {
            return title;
        }
        String words = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase();
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    static Map<String, Object> map(Map<String, Object> schema, String key) {
        return map(schema.get(key));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    private static double order(Map<String, Object> schema) {
        return schema.get("x-order") instanceof Number order ? order.doubleValue() : Double.MAX_VALUE;
    }
}
