package org.mnemos.integration.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.mcp.control.ToolArguments;
import org.mnemos.mcp.control.ToolSchemas;

/**
 * A node's input schema as the properties of its n8n node, in {@code x-order}: the workspace first, a notice
 * naming a {@code oneOf}'s alternatives, then every field a user fills in on the form (required, one of the
 * alternatives, with a default, or an object of its own) and, where a group's first other field would be, one
 * collection per {@code x-group} with its optional and {@code x-advanced} fields, sent only once added.
 *
 * @param groups the names of those collections, whose entries the runtime sends as fields of their own
 */
record N8nParameters(List<Map<String, Object>> properties, List<String> groups) {

    private static final String UNGROUPED = "Options";

    static N8nParameters of(NodeDescriptor descriptor) {
        Map<String, Object> schema = descriptor.properties();
        List<?> required = N8nSchema.required(schema);
        List<String> alternatives = N8nSchema.alternatives(schema);
        Map<String, Map<String, Object>> fields = N8nSchema.children(schema);
        List<Map<String, Object>> properties = new ArrayList<>();
        properties.add(workspace(descriptor));
        if (!alternatives.isEmpty()) {
            properties.add(notice(alternatives, fields));
        }
        Map<String, List<Map<String, Object>>> groups = new LinkedHashMap<>();
        fields.forEach((name, field) -> {
            Map<String, Object> parameter = N8nParameter.of(name, field, required.contains(name));
            if (onForm(field, required.contains(name) || alternatives.contains(name))) {
                properties.add(parameter);
            } else {
                groups.computeIfAbsent(group(field), group -> {
                            List<Map<String, Object>> options = new ArrayList<>();
                            properties.add(collection(group, options, fields));
                            return options;
                        })
                        .add(parameter);
            }
        });
        return new N8nParameters(
                properties,
                groups.keySet().stream().map(N8nParameters::collectionName).toList());
    }

    private static boolean onForm(Map<String, Object> field, boolean chosen) {
        return !N8nSchema.isAdvanced(field) && (chosen || field.containsKey("default") || N8nSchema.isObject(field));
    }

    /** The tool's own {@code workspace} argument, picked from the caller's workspaces. */
    static Map<String, Object> workspace(NodeDescriptor descriptor) {
        Map<String, Object> tool =
                N8nSchema.map(N8nSchema.map(ToolSchemas.input(descriptor), "properties"), ToolArguments.WORKSPACE);
        Map<String, Object> parameter = new LinkedHashMap<>();
        parameter.put("displayName", "Workspace");
        parameter.put("name", ToolArguments.WORKSPACE);
        parameter.put("type", "options");
        parameter.put("typeOptions", Map.of("loadOptionsMethod", "workspaces"));
        parameter.put("default", "");
        parameter.put("required", true);
        parameter.put("description", tool.get("description"));
        return parameter;
    }

    private static Map<String, Object> notice(List<String> alternatives, Map<String, Map<String, Object>> fields) {
        String titles = alternatives.stream()
                .map(name -> N8nSchema.title(name, fields.getOrDefault(name, Map.of())))
                .collect(Collectors.joining(", "));
        return Map.of(
                "displayName", "Give one of: " + titles + ".", "name", "oneOfNotice", "type", "notice", "default", "");
    }

    private static Map<String, Object> collection(
            String group, List<Map<String, Object>> options, Map<String, Map<String, Object>> fields) {
        String name = collectionName(group);
        if (fields.containsKey(name)) {
            throw new IllegalStateException("The n8n collection of group " + group + " would hide the field " + name);
        }
        Map<String, Object> collection = new LinkedHashMap<>();
        collection.put("displayName", group);
        collection.put("name", name);
        collection.put("type", "collection");
        collection.put("placeholder", "Add Field");
        collection.put("default", Map.of());
        collection.put("options", options);
        return collection;
    }

    private static String group(Map<String, Object> field) {
        return field.get("x-group") instanceof String group ? group : UNGROUPED;
    }

    /** {@code Lifetime} → {@code lifetimeFields}. */
    private static String collectionName(String group) {
        String words = group.replaceAll("[^A-Za-z0-9]+", " ").strip();
        StringBuilder name = new StringBuilder();
        for (String word : words.split(" ")) {
            name.append(
                    name.isEmpty() ? word.toLowerCase() : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return name + "Fields";
    }
}
