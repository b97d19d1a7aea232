package org.mnemos.integration.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.mcp.control.ToolSchemas;

/**
 * A node's tool body ({@link ToolSchemas#input}: its input fields beside {@code workspace} and {@code runId}) as
 * Camunda element-template properties, each an input mapping to its place under the REST connector's
 * {@code body} ({@code body.source.type}). The UI hints decide the form: {@code x-group} the group,
 * {@code x-order} the order, {@code x-widget} a text area; a group of {@code x-advanced} fields only starts
 * closed. Fields without a group ({@code workspace}, {@code runId}) join the connection group.
 */
final class TemplateInputs {

    static final String CONNECTION_GROUP = "mnemos";
    private static final String BODY = "body";
    private static final String DATE_TIME_EXAMPLE = "2026-01-31T09:00:00Z";

    private final List<Map<String, Object>> groups = new ArrayList<>();
    private final List<Map<String, Object>> properties = new ArrayList<>();

    private TemplateInputs() {}

    static TemplateInputs of(NodeDescriptor node) {
        Map<String, Object> schema = ToolSchemas.input(node);
        Map<String, Object> hints = ToolSchemas.hints(node);
        List<?> required = list(schema.get("required"));
        List<Field> fields = object(schema.get("properties")).entrySet().stream()
                .map(entry -> new Field(
                        entry.getKey(),
                        object(entry.getValue()),
                        object(hints.get("/properties/" + entry.getKey())),
                        required.contains(entry.getKey())))
                .sorted(Comparator.comparingInt(Field::order)
                        .thenComparing(field -> !field.required())
                        .thenComparing(Field::name))
                .toList();
        TemplateInputs inputs = new TemplateInputs();
        fields.stream()
                .filter(field -> !field.group().equals(CONNECTION_GROUP))
                .collect(Collectors.groupingBy(Field::group, LinkedHashMap::new, Collectors.toList()))
                .forEach((id, members) -> inputs.groups.add(group(id, members)));
        fields.forEach(field -> inputs.add(
                List.of(BODY, field.name()),
                field.schema(),
                field.hints(),
                field.required(),
                field.group(),
                label(field.name(), field.schema())));
        return inputs;
    }

    /** The groups of the node's own fields, in the order of their first field. */
    List<Map<String, Object>> groups() {
        return groups;
    }

    List<Map<String, Object>> properties() {
        return properties;
    }

    /** An object with properties becomes one template property per leaf: templates have no nested forms. */
    private void add(
            List<String> path,
            Map<String, Object> schema,
            Map<String, Object> hints,
            boolean required,
            String group,
            String label) {
        Map<String, Object> children = object(schema.get("properties"));
        if ("object".equals(schema.get("type")) && !children.isEmpty()) {
            List<?> requiredChildren = list(schema.get("required"));
            children.forEach((name, child) -> {
                List<String> childPath = new ArrayList<>(path);
                childPath.add(name);
                add(
                        childPath,
                        object(child),
                        object(hints.get("/properties/" + name)),
                        required && requiredChildren.contains(name),
                        group,
                        label + ": " + label(name, object(child)));
            });
            return;
        }
        properties.add(property(String.join(".", path), schema, hints, required, group, label));
    }

    private static Map<String, Object> property(
            String name,
            Map<String, Object> schema,
            Map<String, Object> hints,
            boolean required,
            String group,
            String label) {
        Kind kind = Kind.of(schema, hints);
        Object defaultValue = schema.get("default");
        Map<String, Object> property = new LinkedHashMap<>();
        property.put("id", name);
        property.put("label", label);
        if (schema.get("description") instanceof String description) {
            property.put("description", description);
        }
        property.put("type", kind.templateType);
        if (kind == Kind.CHOICE) {
            List<Map<String, Object>> choices = new ArrayList<>();
            if (defaultValue == null && !required) {
                choices.add(Map.of("name", "(not set)", "value", ""));
            }
            list(schema.get("enum")).forEach(value -> choices.add(Map.of("name", value, "value", value)));
            property.put("choices", choices);
        }
        if (defaultValue != null) {
            property.put("value", kind == Kind.CHOICE ? String.valueOf(defaultValue) : defaultValue);
        } else if (kind == Kind.FLAG) {
            property.put("value", false);
        }
        // A flag is always sent and a choice with a default is never empty; anything else may be left empty, an
        // empty input mapping that Camunda 8.8 resolves to null and the connector (ignoreNullValues) does not send.
        boolean mayBeEmpty = !required && kind != Kind.FLAG && !(kind == Kind.CHOICE && defaultValue != null);
        if (kind.feel != null) {
            property.put("feel", kind.feel);
        }
        Map<String, Object> constraints = constraints(schema, kind, required, mayBeEmpty);
        if (!constraints.isEmpty()) {
            property.put("constraints", constraints);
        }
        placeholder(schema, kind).ifPresent(example -> property.put("placeholder", example));
        tooltip(schema, kind).ifPresent(tooltip -> property.put("tooltip", tooltip));
        property.put("group", group);
        property.put("binding", Map.of("type", "zeebe:input", "name", name));
        return property;
    }

    private static Map<String, Object> constraints(
            Map<String, Object> schema, Kind kind, boolean required, boolean mayBeEmpty) {
        Map<String, Object> constraints = new LinkedHashMap<>();
        if (required) {
            constraints.put("notEmpty", true);
        }
        if (kind == Kind.TEXT || kind == Kind.LONG_TEXT) {
            if (schema.get("minLength") instanceof Number min) {
                constraints.put("minLength", min);
            }
            if (schema.get("maxLength") instanceof Number max) {
                constraints.put("maxLength", max);
            }
        }
        if (mayBeEmpty && !constraints.isEmpty()) {
            // Said outright: the length limits apply to a value, an empty field stays allowed.
            constraints.put("notEmpty", false);
        }
        return constraints;
    }

    private static Optional<String> placeholder(Map<String, Object> schema, Kind kind) {
        if (kind == Kind.EXPRESSION) {
            Map<String, Object> items = object(schema.get("items"));
            List<?> values = list(items.get("enum"));
            if (!values.isEmpty()) {
                return Optional.of("=[\"" + values.get(0) + "\"]");
            }
            List<?> requiredItemFields = list(items.get("required"));
            if (!requiredItemFields.isEmpty()) {
                return Optional.of("=[{" + requiredItemFields.get(0) + ": \"…\"}]");
            }
            return Optional.empty();
        }
        return kind == Kind.TEXT && "date-time".equals(schema.get("format"))
                ? Optional.of(DATE_TIME_EXAMPLE)
                : Optional.empty();
    }

    private static Optional<String> tooltip(Map<String, Object> schema, Kind kind) {
        if (kind == Kind.NUMBER && schema.get("minimum") != null && schema.get("maximum") != null) {
            return Optional.of("From " + schema.get("minimum") + " to " + schema.get("maximum") + ".");
        }
        if (kind == Kind.EXPRESSION) {
            Map<String, Object> items = object(schema.get("items"));
            List<?> values = list(items.get("enum"));
            if (!values.isEmpty()) {
                return Optional.of("A FEEL list of: "
                        + values.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ".");
            }
            Map<String, Object> itemFields = object(items.get("properties"));
            if (!itemFields.isEmpty()) {
                return Optional.of("A FEEL list of contexts with: " + String.join(", ", itemFields.keySet())
                        + " (as the fields above).");
            }
            return Optional.of("A FEEL expression.");
        }
        return Optional.empty();
    }

    private static Map<String, Object> group(String id, List<Field> members) {
        Map<String, Object> group = new LinkedHashMap<>();
        group.put("id", id);
        group.put("label", members.get(0).hints().get("x-group"));
        group.put("openByDefault", !members.stream().allMatch(Field::advanced));
        return group;
    }

    /** The schema's title, else the name in words: {@code runId} → {@code Run id}. */
    private static String label(String name, Map<String, Object> schema) {
        if (schema.get("title") instanceof String title) {
            return title;
        }
        String words = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    private static List<?> list(Object value) {
        return value instanceof List<?> list ? list : List.of();
    }

    /** How a schema is entered in the properties panel; {@code feel} is whether an expression may replace it. */
    private enum Kind {
        CHOICE("Dropdown", null),
        FLAG("Boolean", "optional"),
        NUMBER("Number", "optional"),
        TEXT("String", "optional"),
        LONG_TEXT("Text", "optional"),
        /** Lists and free-form objects: a FEEL expression is the only way to enter them. */
        EXPRESSION("Text", "required");

        private final String templateType;
        private final String feel;

        Kind(String templateType, String feel) {
            this.templateType = templateType;
            this.feel = feel;
        }

        static Kind of(Map<String, Object> schema, Map<String, Object> hints) {
            if (schema.get("enum") instanceof List<?>) {
                return CHOICE;
            }
            Object type = schema.get("type");
            if ("boolean".equals(type)) {
                return FLAG;
            }
            if ("integer".equals(type) || "number".equals(type)) {
                return NUMBER;
            }
            if ("string".equals(type)) {
                return "textarea".equals(hints.get("x-widget")) ? LONG_TEXT : TEXT;
            }
            return EXPRESSION;
        }
    }

    private record Field(String name, Map<String, Object> schema, Map<String, Object> hints, boolean required) {

        int order() {
            return hints.get("x-order") instanceof Number order ? order.intValue() : Integer.MIN_VALUE;
        }

        String group() {
            return hints.get("x-group") instanceof String group
                    ? group.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                    : CONNECTION_GROUP;
        }

        boolean advanced() {
            return Boolean.TRUE.equals(hints.get("x-advanced"));
        }
    }
}
