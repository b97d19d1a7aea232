package org.mnemos.agent.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.ToolSchemas;

/**
 * The OpenAPI document of the nodes as tools, written for shallow importers: one {@code POST} per node whose
 * {@code operationId} is the MCP tool name, a flat body with every field at the top level, inline schemas
 * (no {@code $ref}), an absolute server and a bearer scheme. 3.1 by default; 3.0 writes {@code nullable} and
 * drops {@code $schema}, which 3.0 schema objects do not know.
 */
public final class AgentOpenApi {

    public enum Version {
        V3_0("3.0.3"),
        V3_1("3.1.0");

        private final String number;

        Version(String number) {
            this.number = number;
        }
    }

    private AgentOpenApi() {}

    /** {@code api}: the absolute address of {@code /api}, e.g. {@code https://mnemos.example.com/api}. */
    public static Map<String, Object> document(List<NodeDescriptor> nodes, String api, Version version) {
        Map<String, Object> paths = new LinkedHashMap<>();
        nodes.forEach(
                node -> paths.put("/tools/" + NodeTools.toolName(node), Map.of("post", operation(node, version))));
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("openapi", version.number);
        document.put(
                "info",
                Map.of(
                        "title", "Mnemos tools",
                        "version", "1",
                        "description",
                                "Governed memory for agents: the Mnemos nodes as tools. Every call needs "
                                        + "a bearer token and the id of a workspace the caller is a member of."));
        document.put("servers", List.of(Map.of("url", api)));
        document.put("security", List.of(Map.of("bearer", List.of())));
        document.put("paths", paths);
        document.put(
                "components",
                Map.of(
                        "securitySchemes",
                        Map.of("bearer", Map.of("type", "http", "scheme", "bearer", "bearerFormat", "JWT"))));
        return document;
    }

    private static Map<String, Object> operation(NodeDescriptor node, Version version) {
        Map<String, Object> operation = new LinkedHashMap<>();
        operation.put("operationId", NodeTools.toolName(node));
        operation.put("summary", node.displayName());
        operation.put("description", node.llmDescription());
        operation.put("tags", List.of(node.category()));
        operation.put("requestBody", requestBody(node, version));
        operation.put("responses", responses(node, version));
        return operation;
    }

    private static Map<String, Object> requestBody(NodeDescriptor node, Version version) {
        Map<String, Object> schema = ToolSchemas.input(node);
        if (version == Version.V3_0) {
            schema.remove("$schema");
        }
        Map<String, Object> media = new LinkedHashMap<>();
        media.put("schema", schema);
        // On the media type, where importers and 3.0 (whose schemas have no "examples") look for them.
        if (schema.remove("examples") instanceof List<?> examples && !examples.isEmpty()) {
            Map<String, Object> named = new LinkedHashMap<>();
            for (int i = 0; i < examples.size(); i++) {
                named.put("example" + (i + 1), Map.of("summary", node.displayName(), "value", examples.get(i)));
            }
            media.put("examples", named);
        }
        return Map.of("required", true, "content", Map.of("application/json", media));
    }

    private static Map<String, Object> responses(NodeDescriptor node, Version version) {
        Map<String, Object> responses = new LinkedHashMap<>();
        NodeDescriptor.Output out = node.outputs().stream()
                .filter(port -> port.name().equals(NodeResult.DEFAULT_PORT))
                .findFirst()
                .orElseThrow();
        Map<String, Object> outSchema = version == Version.V3_0 ? out.schema() : ToolSchemas.output(node);
        responses.put(
                "200",
                Map.of(
                        "description",
                        out.description(),
                        "content",
                        Map.of("application/json", Map.of("schema", outSchema))));
        Map<Integer, List<ErrorCode>> byStatus = node.errors().stream()
                .map(NodeDescriptor.ErrorSpec::code)
                .collect(Collectors.groupingBy(ErrorCode::status, TreeMap::new, Collectors.toList()));
        byStatus.computeIfAbsent(
                ErrorCode.UNAUTHENTICATED.status(),
                status -> List.of(ErrorCode.UNAUTHENTICATED, ErrorCode.INVALID_TOKEN));
        byStatus.forEach((status, codes) -> responses.put(String.valueOf(status), problem(codes)));
        return responses;
    }

    private static Map<String, Object> problem(List<ErrorCode> codes) {
        List<String> names = codes.stream().map(ErrorCode::name).toList();
        Map<String, Object> schema = Map.of(
                "type", "object",
                "required", List.of("code", "detail"),
                "properties",
                        Map.of(
                                "code", Map.of("type", "string", "enum", names),
                                "detail", Map.of("type", "string"),
                                "title", Map.of("type", "string"),
                                "status", Map.of("type", "integer"),
                                "errors",
                                        Map.of(
                                                "type",
                                                "array",
                                                "items",
                                                Map.of(
                                                        "type",
                                                        "object",
                                                        "properties",
                                                        Map.of(
                                                                "pointer", Map.of("type", "string"),
                                                                "message", Map.of("type", "string"))))));
        return Map.of(
                "description", String.join(", ", names),
                "content", Map.of("application/problem+json", Map.of("schema", schema)));
    }
}
