package org.mnemos.integration.control;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.ToolSchemas;

/**
 * One Camunda 8 element template per node, built on the standard REST outbound connector
 * ({@code io.camunda:http-json:1}): it posts the node's fields as the flat body of {@code POST /api/tools/{tool}}
 * with the token as bearer authentication, maps the response with a result expression and the node's Mnemos
 * codes to BPMN errors with an error expression. Properties are applied as input mappings in the order listed,
 * so the base URL comes before the URL built from it.
 */
final class ElementTemplate {

    /** The element-templates schema {@code @bpmn-io/element-templates-validator} 2.26 validates against. */
    static final String SCHEMA =
            "https://unpkg.com/@camunda/zeebe-element-templates-json-schema@0.46.0/resources/schema.json";

    private static final String REST_CONNECTOR = "io.camunda:http-json:1";
    private static final String BASE_URL = "mnemosBaseUrl";
    private static final String TOKEN_SECRET = "{{secrets.MNEMOS_TOKEN}}";
    private static final int CONNECT_TIMEOUT_SECONDS = 20;
    // In camel case: the groups of the node's fields are named in lower case with dashes (TemplateInputs), so a
    // descriptor's group "Output" cannot take the id of the template's own.
    private static final String OUTPUT_GROUP = "outputMapping";
    private static final String ERROR_GROUP = "errorHandling";
    private static final String RETRY_GROUP = "retryPolicy";

    private ElementTemplate() {}

    /** {@code api}: the absolute address of {@code /api}, the base URL the template starts with. */
    static Map<String, Object> of(NodeDescriptor node, String api) {
        TemplateInputs inputs = TemplateInputs.of(node);
        Map<String, Object> template = new LinkedHashMap<>();
        template.put("$schema", SCHEMA);
        template.put("name", "Mnemos " + node.displayName());
        template.put("id", "org." + node.id());
        template.put("description", node.description());
        template.put("version", node.version());
        template.put("keywords", node.keywords());
        template.put("category", Map.of("id", "mnemos", "name", "Mnemos"));
        // 8.8: an empty input mapping resolves to null (so a field left empty is not sent) instead of the
        // deprecated `optional`; 8.6 was the first REST connector to hand an error response's body to the error
        // expression.
        template.put("engines", Map.of("camunda", "^8.8"));
        template.put("appliesTo", List.of("bpmn:Task"));
        template.put("elementType", Map.of("value", "bpmn:ServiceTask"));
        template.put("icon", Map.of("contents", icon(node)));
        template.put("groups", groups(inputs));
        template.put("properties", properties(node, api, inputs));
        return template;
    }

    private static List<Map<String, Object>> groups(TemplateInputs inputs) {
        List<Map<String, Object>> groups = new ArrayList<>();
        groups.add(Map.of("id", TemplateInputs.CONNECTION_GROUP, "label", "Mnemos", "openByDefault", true));
        groups.addAll(inputs.groups());
        groups.add(Map.of("id", OUTPUT_GROUP, "label", "Output mapping"));
        groups.add(Map.of("id", ERROR_GROUP, "label", "Error handling"));
        groups.add(Map.of("id", RETRY_GROUP, "label", "Retries"));
        return groups;
    }

    private static List<Map<String, Object>> properties(NodeDescriptor node, String api, TemplateInputs inputs) {
        List<Map<String, Object>> properties = new ArrayList<>();
        properties.add(hidden(Map.of("type", "zeebe:taskDefinition", "property", "type"), REST_CONNECTOR));
        properties.add(connection(
                BASE_URL,
                "Mnemos API address",
                api,
                "The address of the Mnemos REST API, ending in /api.",
                Map.of(
                        "notEmpty",
                        true,
                        "pattern",
                        Map.of("value", "^(=|https?://).*$", "message", "Must be an http(s) URL or an expression"))));
        properties.add(input("authentication.type", "bearer"));
        properties.add(connection(
                "authentication.token",
                "Token",
                TOKEN_SECRET,
                "A Mnemos bearer token (JWT); keep it in a connector secret.",
                Map.of("notEmpty", true)));
        properties.addAll(inputs.properties());
        properties.add(input("method", "POST"));
        properties.add(input("url", "=" + BASE_URL + " + \"/tools/" + NodeTools.toolName(node) + "\""));
        properties.add(input("headers", "={\"Accept\": \"application/json, application/problem+json\"}"));
        properties.add(input("connectionTimeoutInSeconds", String.valueOf(CONNECT_TIMEOUT_SECONDS)));
        properties.add(
                input("readTimeoutInSeconds", String.valueOf(node.timeout().toSeconds())));
        properties.add(input("ignoreNullValues", "=true"));
        properties.add(header(
                "resultExpression",
                "Result expression",
                OUTPUT_GROUP,
                "={" + resultVariable(node) + ": response.body}",
                "response.body is the node's output: " + outputFields(node) + "."));
        properties.add(header(
                "errorExpression", "Error expression", ERROR_GROUP, ErrorExpression.of(node), errorTooltip(node)));
        properties.add(retry(
                "retries",
                "Retries",
                String.valueOf(node.retry().maxAttempts()),
                Map.of("type", "zeebe:taskDefinition", "property", "retries"),
                "How often a failed call runs before it raises an incident."));
        properties.add(retry(
                "retryBackoff",
                "Retry backoff",
                node.retry().backoff().toString(),
                Map.of("type", "zeebe:taskHeader", "key", "retryBackoff"),
                "ISO-8601 duration between retries."));
        return properties;
    }

    private static Map<String, Object> connection(
            String name, String label, String value, String description, Map<String, Object> constraints) {
        Map<String, Object> property = visible(
                name,
                label,
                "String",
                value,
                TemplateInputs.CONNECTION_GROUP,
                Map.of("type", "zeebe:input", "name", name));
        property.put("description", description);
        property.put("feel", "optional");
        property.put("constraints", constraints);
        return property;
    }

    private static Map<String, Object> header(String key, String label, String group, String value, String tooltip) {
        Map<String, Object> property =
                visible(key, label, "Text", value, group, Map.of("type", "zeebe:taskHeader", "key", key));
        property.put("feel", "required");
        property.put("tooltip", tooltip);
        return property;
    }

    private static Map<String, Object> retry(
            String id, String label, String value, Map<String, Object> binding, String description) {
        Map<String, Object> property = visible(id, label, "String", value, RETRY_GROUP, binding);
        property.put("description", description);
        return property;
    }

    /** A property the user sees in the properties panel; its id is what it is bound to. */
    private static Map<String, Object> visible(
            String id, String label, String type, String value, String group, Map<String, Object> binding) {
        Map<String, Object> property = new LinkedHashMap<>();
        property.put("id", id);
        property.put("label", label);
        property.put("type", type);
        property.put("value", value);
        property.put("group", group);
        property.put("binding", binding);
        return property;
    }

    private static Map<String, Object> input(String name, String value) {
        return hidden(Map.of("type", "zeebe:input", "name", name), value);
    }

    private static Map<String, Object> hidden(Map<String, Object> binding, String value) {
        Map<String, Object> property = new LinkedHashMap<>();
        property.put("type", "Hidden");
        property.put("value", value);
        property.put("binding", binding);
        return property;
    }

    /** {@code mnemos_refresh_data} → {@code mnemosRefreshData}: a process variable name without underscores. */
    static String resultVariable(NodeDescriptor node) {
        String[] words = NodeTools.toolName(node).split("_");
        StringBuilder name = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return name.toString();
    }

    private static String outputFields(NodeDescriptor node) {
        Map<?, ?> fields = ToolSchemas.output(node).get("properties") instanceof Map<?, ?> map ? map : Map.of();
        return fields.keySet().stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String errorTooltip(NodeDescriptor node) {
        String tooltip = "BPMN errors (catch them by code): " + String.join(", ", ErrorExpression.businessCodes(node))
                + ". Other failures";
        List<String> retried = ErrorExpression.retriedCodes(node);
        if (!retried.isEmpty()) {
            tooltip += " (" + String.join(", ", retried) + ", an unreachable server)";
        }
        return tooltip + " are retried, then raise an incident.";
    }

    private static String icon(NodeDescriptor node) {
        return "data:image/svg+xml;base64,"
                + Base64.getEncoder().encodeToString(node.icon().getBytes(StandardCharsets.UTF_8));
    }
}
