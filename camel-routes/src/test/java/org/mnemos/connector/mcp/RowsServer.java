package org.mnemos.connector.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A real MCP server built with the MCP Java SDK, serving rows: the tool {@code orders}
 * (structured content, filtered by the argument {@code country}), {@code orders-as-text} (JSON
 * text only), {@code failing} (a tool error), {@code crash} (the process dies mid-call) and the
 * resource {@code data://products}. {@link #main} serves it over STDIO for a child process.
 */
public final class RowsServer {

    static final McpJsonMapper JSON = new JacksonMcpJsonMapper(new ObjectMapper());
    static final List<Map<String, Object>> ORDERS = List.of(
            Map.of("id", 1, "country", "France", "amount", 12.5),
            Map.of("id", 2, "country", "Germany", "amount", 40),
            Map.of("id", 3, "country", "France", "amount", 7.25));

    private RowsServer() {}

    public static void main(String[] args) throws InterruptedException {
        McpServer.sync(new StdioServerTransportProvider(JSON))
                .serverInfo("rows", "1.0")
                .jsonSchemaValidator(McpTransports.ANY_OUTPUT)
                .capabilities(McpSchema.ServerCapabilities.builder()
                        .tools(true)
                        .resources(false, false)
                        .build())
                .tools(tools())
                .resources(resources())
                .build();
        // The transport reads stdin on its own threads; the client ends this process when done.
        Thread.currentThread().join();
    }

    static List<SyncToolSpecification> tools() {
        return List.of(
                tool(
                        "orders",
                        (exchange, request) -> McpSchema.CallToolResult.builder()
                                .structuredContent(Map.of(
                                        "items", orders(request.arguments().get("country"))))
                                .addTextContent("3 orders")
                                .build()),
                tool(
                        "orders-as-text",
                        (exchange, request) -> McpSchema.CallToolResult.builder()
                                .addTextContent(json(ORDERS))
                                .build()),
                tool(
                        "failing",
                        (exchange, request) -> McpSchema.CallToolResult.builder()
                                .isError(true)
                                .addTextContent("no such region")
                                .build()),
                tool("crash", (exchange, request) -> {
                    Runtime.getRuntime().halt(3);
                    return null;
                }));
    }

    static List<SyncResourceSpecification> resources() {
        McpSchema.Resource products = McpSchema.Resource.builder("data://products", "products")
                .mimeType("application/json")
                .build();
        return List.of(
                new SyncResourceSpecification(
                        products,
                        (exchange, request) -> new McpSchema.ReadResourceResult(
                                List.of(
                                        new McpSchema.TextResourceContents(
                                                request.uri(),
                                                "application/json",
                                                "{\"products\": [{\"name\": \"Chai\", \"price\": 18.00}, {\"name\": \"Chang\", \"price\": 19.00}]}")))));
    }

    private static SyncToolSpecification tool(
            String name,
            java.util.function.BiFunction<
                            io.modelcontextprotocol.server.McpSyncServerExchange,
                            McpSchema.CallToolRequest,
                            McpSchema.CallToolResult>
                    handler) {
        McpSchema.Tool tool = McpSchema.Tool.builder()
                .name(name)
                .description("test rows")
                .inputSchema(JSON, "{\"type\": \"object\", \"properties\": {\"country\": {\"type\": \"string\"}}}")
                .build();
        return SyncToolSpecification.builder().tool(tool).callHandler(handler).build();
    }

    private static List<Map<String, Object>> orders(Object country) {
        return ORDERS.stream()
                .filter(o -> country == null || Objects.equals(o.get("country"), country))
                .toList();
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
