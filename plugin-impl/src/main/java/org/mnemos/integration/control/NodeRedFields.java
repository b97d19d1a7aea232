package org.mnemos.integration.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mnemos.integration.control.NodeRedField.Widget;

/**
 * A node's settings from its input schema, in dialog order: by {@code x-order} (unordered last, as declared),
 * the properties of a nested object in place of the object. The widget follows the type (enum → select, array of
 * an enum → multiselect, boolean → checkbox, number → number, date-time → datetime, other arrays and open objects
 * → JSON) and {@code x-widget} refines it where Node-RED has the control: {@code textarea} for text,
 * {@code slider} for a number, {@code <thing>-picker} for a text field offering the ids of the workspace's
 * {@code <thing>s}.
 */
final class NodeRedFields {

    private static final String DEFAULT_GROUP = "Input";
    private static final String PICKER = "-picker";

    /**
     * Names the Node-RED editor or runtime gives a meaning to on every node; the editor also keeps every
     * one-letter name and every name starting with {@code _} for itself.
     */
    private static final Set<String> RESERVED = Set.of(
            "id",
            "type",
            "wires",
            "name",
            "info",
            "icon",
            "inputs",
            "outputs",
            "inputLabels",
            "outputLabels",
            "credentials",
            "server",
            "changed",
            "dirty",
            "moved",
            "selected",
            "valid",
            "validationErrors",
            "status",
            "users");

    private NodeRedFields() {}

    static List<NodeRedField> of(Map<String, Object> inputSchema) {
        List<String> required = strings(inputSchema.get("required"));
        List<Declared> declared = new ArrayList<>();
        properties(inputSchema).forEach((name, schema) -> declared.add(new Declared(name, schema, declared.size())));
        List<NodeRedField> fields = new ArrayList<>();
        declared.stream()
                .sorted(Comparator.comparingDouble(Declared::order).thenComparingInt(Declared::index))
                .forEach(property -> fields.addAll(property.fields(required.contains(property.name))));
        return fields;
    }

    private record Declared(String name, Map<String, Object> schema, int index) {

        double order() {
            return schema.get("x-order") instanceof Number order ? order.doubleValue() : Double.MAX_VALUE;
        }

        List<NodeRedField> fields(boolean required) {
            Map<String, Map<String, Object>> nested = properties(schema);
            if ("object".equals(schema.get("type")) && !nested.isEmpty()) {
                return nested.entrySet().stream()
                        .map(child -> field(List.of(name, child.getKey()), child.getValue(), schema, false))
                        .toList();
            }
            return List.of(field(List.of(name), schema, schema, required));
        }
    }

    /** {@code hints}: the schema whose {@code x-group} and {@code x-advanced} apply (a nested field's parent). */
    private static NodeRedField field(
            List<String> path, Map<String, Object> schema, Map<String, Object> hints, boolean required) {
        String key = String.join("_", path);
        Widget widget = widget(schema);
        return new NodeRedField(
                reserved(key) ? "input_" + key : key,
                path,
                schema.get("title") instanceof String title ? title : path.get(path.size() - 1),
                schema.get("description") instanceof String description ? description : null,
                String.valueOf(schema.get("type")),
                widget,
                options(schema, widget),
                schema.get("default"),
                hints.get("x-group") instanceof String group ? group : DEFAULT_GROUP,
                Boolean.TRUE.equals(hints.get("x-advanced")),
                required,
                schema.get("minimum") instanceof Number minimum ? minimum : null,
                schema.get("maximum") instanceof Number maximum ? maximum : null,
                schema.get("maxLength") instanceof Number length ? length.intValue() : null,
                widget == Widget.picker ? picked(schema) : null,
                widget.literal());
    }

    private static boolean reserved(String key) {
        return key.length() == 1 || key.startsWith("_") || RESERVED.contains(key);
    }

    private static Widget widget(Map<String, Object> schema) {
        Object hint = schema.get("x-widget");
        return switch (String.valueOf(schema.get("type"))) {
            case "boolean" -> Widget.checkbox;
            case "integer", "number" -> "slider".equals(hint) ? Widget.slider : Widget.number;
            case "array" -> items(schema).containsKey("enum") ? Widget.multiselect : Widget.json;
            case "string" -> {
                if (schema.containsKey("enum")) {
                    yield Widget.select;
                }
                if ("date-time".equals(schema.get("format"))) {
                    yield Widget.datetime;
                }
                if (picked(schema) != null) {
                    yield Widget.picker;
                }
                yield "textarea".equals(hint) ? Widget.textarea : Widget.text;
            }
            default -> Widget.json;
        };
    }

    /** {@code data-source-picker} → {@code data-sources}: the collection of the workspace a picker lists. */
    private static String picked(Map<String, Object> schema) {
        return schema.get("x-widget") instanceof String hint && hint.endsWith(PICKER)
                ? hint.substring(0, hint.length() - PICKER.length()) + "s"
                : null;
    }

    private static List<Object> options(Map<String, Object> schema, Widget widget) {
        return switch (widget) {
            case select -> List.copyOf((List<?>) schema.get("enum"));
            case multiselect -> List.copyOf((List<?>) items(schema).get("enum"));
            default -> null;
        };
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> properties(Map<String, Object> schema) {
        return schema.get("properties") instanceof Map<?, ?> properties
                ? (Map<String, Map<String, Object>>) properties
                : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> items(Map<String, Object> schema) {
        return schema.get("items") instanceof Map<?, ?> items ? (Map<String, Object>) items : Map.of();
    }

    private static List<String> strings(Object value) {
        return value instanceof List<?> list
                ? list.stream().map(String::valueOf).toList()
                : List.of();
    }
}
