package org.mnemos.integration.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.ToolArguments;

/**
 * One node descriptor as an n8n node: its type name from the tool name ({@code mnemos_refresh_data} →
 * {@code mnemosRefreshData}, class {@code MnemosRefreshData}), the {@code INodeTypeDescription}, what the
 * shared runtime needs to make the call, the codex (search aliases) and the icon for light and dark themes.
 */
record N8nNode(String typeName, String className, Map<String, Object> spec, Map<String, Object> codex, String icon) {

    static final String CREDENTIAL = "mnemosApi";
    static final String PACKAGE = "n8n-nodes-mnemos";
    /** The descriptors' icons draw in {@code currentColor}, which an {@code <img>} in n8n's editor renders black. */
    private static final String LIGHT_STROKE = "#374151";

    private static final String DARK_STROKE = "#d9dee8";

    /**
     * A codex category n8n's nodes panel knows: with {@code AI}, which it shows as a label but does not list as a
     * category of its own, a community node is missing from the panel's search (n8n issue #24630).
     */
    static final String CATEGORY = "Data & Storage";

    /** @param documentation the page describing the nodes, linked from the node's settings as its docs */
    static N8nNode of(NodeDescriptor descriptor, String documentation) {
        String tool = NodeTools.toolName(descriptor);
        String className = pascalCase(tool);
        String typeName = Character.toLowerCase(className.charAt(0)) + className.substring(1);
        N8nParameters parameters = N8nParameters.of(descriptor);
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("tool", tool);
        spec.put("runIdFromExecution", !ToolArguments.declaresRunId(descriptor));
        spec.put("groups", parameters.groups());
        spec.put("timeout", descriptor.timeout().toMillis());
        spec.put("errors", errors(descriptor));
        spec.put("description", description(descriptor, typeName, parameters, documentation));
        Map<String, Object> codex = new LinkedHashMap<>();
        codex.put("node", PACKAGE + "." + typeName);
        codex.put("nodeVersion", descriptor.version() + ".0");
        codex.put("codexVersion", "1.0");
        codex.put("categories", List.of(CATEGORY));
        codex.put("alias", descriptor.keywords());
        codex.put("resources", resources(documentation));
        return new N8nNode(typeName, className, spec, codex, descriptor.icon());
    }

    /** The codex's documentation links, which n8n shows beside the node. */
    static Map<String, Object> resources(String documentation) {
        return Map.of("primaryDocumentation", List.of(Map.of("url", documentation)));
    }

    /** The files of this node under {@code dist/nodes/<class>/}, the node file being {@code stub} filled in. */
    Map<String, String> files(String stub) {
        return files(className, typeName, stub, codex, icon);
    }

    /** A node's files as n8n's loader finds them: the class, its codex and icons named after it. */
    static Map<String, String> files(
            String className, String typeName, String stub, Map<String, Object> codex, String icon) {
        String folder = "dist/nodes/" + className + "/";
        Map<String, String> files = new LinkedHashMap<>();
        files.put(folder + className + ".node.js", stub);
        files.put(folder + className + ".node.json", N8nPackage.pretty(codex));
        files.put(folder + typeName + ".svg", icon.replace("currentColor", LIGHT_STROKE));
        files.put(folder + typeName + ".dark.svg", icon.replace("currentColor", DARK_STROKE));
        return files;
    }

    String displayName() {
        return String.valueOf(((Map<?, ?>) spec.get("description")).get("displayName"));
    }

    String path() {
        return "dist/nodes/" + className + "/" + className + ".node.js";
    }

    private static Map<String, Object> description(
            NodeDescriptor descriptor, String typeName, N8nParameters parameters, String documentation) {
        String displayName = "Mnemos " + descriptor.displayName();
        Map<String, Object> description = new LinkedHashMap<>();
        description.put("displayName", displayName);
        description.put("name", typeName);
        description.put("icon", Map.of("light", "file:" + typeName + ".svg", "dark", "file:" + typeName + ".dark.svg"));
        description.put("group", List.of("transform"));
        description.put("version", descriptor.version());
        subtitle(parameters.properties()).ifPresent(subtitle -> description.put("subtitle", subtitle));
        description.put("documentationUrl", documentation);
        description.put("description", descriptor.description());
        description.put("defaults", Map.of("name", displayName));
        description.put("inputs", List.of("main"));
        description.put("outputs", List.of("main"));
        description.put("usableAsTool", true);
        description.put("credentials", List.of(Map.of("name", CREDENTIAL, "required", true)));
        description.put("properties", parameters.properties());
        return description;
    }

    /**
     * What the canvas shows under the node's name: the value of its first choice with a default (Remember's kind,
     * Generate Artifact's format), else of its first required text or choice (Recall's question, Refresh Data's
     * artifact).
     */
    private static Optional<String> subtitle(List<Map<String, Object>> properties) {
        return properties.stream()
                .filter(property -> "options".equals(property.get("type")) && !"".equals(property.get("default")))
                .findFirst()
                .or(() -> properties.stream()
                        .filter(property -> !ToolArguments.WORKSPACE.equals(property.get("name"))
                                && List.of("string", "options").contains(property.get("type"))
                                && Boolean.TRUE.equals(property.get("required")))
                        .findFirst())
                .map(property -> "={{ $parameter[\"" + property.get("name") + "\"] }}");
    }

    /** The node's own hints by code; the runtime falls back on the catalogue's ({@code errors.json}). */
    private static Map<String, Object> errors(NodeDescriptor descriptor) {
        Map<String, Object> errors = new LinkedHashMap<>();
        descriptor
                .errors()
                .forEach(error ->
                        errors.put(error.code().name(), Map.of("retryable", error.retryable(), "hint", error.hint())));
        return errors;
    }

    private static String pascalCase(String tool) {
        StringBuilder name = new StringBuilder();
        for (String word : tool.split("_")) {
            name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return name.toString();
    }
}
