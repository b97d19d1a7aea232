package org.mnemos.mcp.control;

import com.fasterxml.jackson.databind.DeserializationFeature;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeDescriptor.SideEffect;
import org.mnemos.api.node.NodeException;
import org.mnemos.node.control.CatalogEntry;
import org.mnemos.node.control.ExecutionRequest;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.node.control.NodeDispatcher;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;

/**
 * One MCP tool per available node, derived from its descriptor, and its handler: the arguments less
 * {@code workspace} and {@code runId} are the node's input, executed through {@link NodeDispatcher} exactly as
 * {@code POST /api/nodes/{id}/execute} does (schema, role in the workspace, screening, audit).
 */
@ApplicationScoped
public class NodeTools {

    /** Where the transport context carries the verified caller of the HTTP request. */
    public static final String CALLER = "org.mnemos.caller";

    public static final String UI_HINTS = "org.mnemos/ui-hints";
    public static final String NODE = "org.mnemos/node";
    /** The application's Jackson configuration, forgiving fields a newer client sends. */
    public static final McpJsonMapper JSON =
            new JacksonMcpJsonMapper(Json.mapper().copy().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));

    public static final JsonSchemaValidator OUTPUT_CHECK = new SchemaConformance();

    @Inject
    NodeCatalog catalog;

    @Inject
    NodeDispatcher dispatcher;

    public List<SyncToolSpecification> tools() {
        return catalog.all().stream()
                .filter(CatalogEntry::available)
                .map(entry -> new SyncToolSpecification(tool(entry.descriptor()), this::call))
                .toList();
    }

    /** {@code mnemos.refresh-data} → {@code mnemos_refresh_data}: the names MCP clients and LLM APIs accept. */
    public static String toolName(NodeDescriptor descriptor) {
        return descriptor.id().replace('.', '_').replace('-', '_');
    }

    public static McpSchema.Tool tool(NodeDescriptor descriptor) {
        return McpSchema.Tool.builder()
                .name(toolName(descriptor))
                .title(descriptor.displayName())
                .description(descriptor.llmDescription())
                .inputSchema(ToolSchemas.input(descriptor))
                .outputSchema(ToolSchemas.output(descriptor))
                .annotations(annotations(descriptor))
                .icons(List.of(icon(descriptor)))
                .meta(meta(descriptor))
                .build();
    }

    /** Mnemos works on the workspace's own store: nothing reaches an open world the agent could not see. */
    static McpSchema.ToolAnnotations annotations(NodeDescriptor descriptor) {
        SideEffect effect = descriptor.behaviour().sideEffect();
        boolean readOnly = effect == SideEffect.none || effect == SideEffect.read;
        return new McpSchema.ToolAnnotations(
                descriptor.displayName(),
                readOnly,
                effect == SideEffect.destructive,
                descriptor.behaviour().idempotent(),
                false,
                null);
    }

    private static McpSchema.Icon icon(NodeDescriptor descriptor) {
        String svg = Base64.getEncoder().encodeToString(descriptor.icon().getBytes(StandardCharsets.UTF_8));
        return new McpSchema.Icon("data:image/svg+xml;base64," + svg, "image/svg+xml", List.of("any"), null);
    }

    private static Map<String, Object> meta(NodeDescriptor descriptor) {
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put(NODE, Map.of("id", descriptor.id(), "version", descriptor.version()));
        meta.put(UI_HINTS, ToolSchemas.hints(descriptor));
        return meta;
    }

    CallToolResult call(McpTransportContext context, CallToolRequest request) {
        CatalogEntry entry = catalog.all().stream()
                .filter(candidate -> toolName(candidate.descriptor()).equals(request.name()))
                .findFirst()
                .orElseThrow();
        try {
            ExecutionRequest execution = ToolArguments.envelope(entry.descriptor(), request.arguments());
            return ToolResults.of(
                    entry.descriptor(),
                    dispatcher.execute(entry.descriptor().id(), execution, (Caller) context.get(CALLER)));
        } catch (NodeException e) {
            return ToolResults.of(e);
        } catch (ProblemException e) {
            return ToolResults.of(e);
        } catch (RuntimeException e) {
            return ToolResults.unexpected(e);
        }
    }
}
