package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;

class NodeToolsTest {

    private static final List<NodeDescriptor> NODES =
            Arrays.stream(NodeType.values()).map(DescriptorReader::read).toList();

    @Test
    void eachToolIsWrittenAsMcpClientsReadIt() throws Exception {
        for (NodeDescriptor node : NODES) {
            JsonNode tool = Json.mapper().readTree(NodeTools.JSON.writeValueAsString(NodeTools.tool(node)));

            assertThat(tool.get("name").asText()).matches("mnemos_[a-z_]+");
            assertThat(tool.get("title").asText()).isEqualTo(node.displayName());
            assertThat(tool.at("/inputSchema/type").asText()).isEqualTo("object");
            assertThat(tool.at("/outputSchema/type").asText()).isEqualTo("object");
            assertThat(tool.at("/annotations/readOnlyHint").isBoolean()).isTrue();
            assertThat(tool.at("/annotations/openWorldHint").asBoolean(true)).isFalse();
            assertThat(tool.at("/icons/0/mimeType").asText()).isEqualTo("image/svg+xml");
            assertThat(tool.at("/_meta/org.mnemos~1node/id").asText()).isEqualTo(node.id());
        }
        assertThat(NodeTools.toolName(DescriptorReader.read(NodeType.REFRESH_DATA)))
                .isEqualTo("mnemos_refresh_data");
        assertThat(NodeTools.annotations(DescriptorReader.read(NodeType.FORGET)).destructiveHint())
                .isTrue();
    }

    @Test
    void theSdkAcceptsEveryToolAndTheOutputCheckKnowsNullableFields() {
        List<SyncToolSpecification> tools = NODES.stream()
                .map(node -> new SyncToolSpecification(NodeTools.tool(node), (context, request) -> null))
                .toList();
        McpServer.sync(HttpServletStatelessServerTransport.builder()
                        .jsonMapper(NodeTools.JSON)
                        .build())
                .jsonMapper(NodeTools.JSON)
                .jsonSchemaValidator(NodeTools.OUTPUT_CHECK)
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(tools)
                .build();

        Map<String, Object> stored = new HashMap<>(Map.of("id", "e1", "status", "STORED", "warnings", List.of()));
        stored.put("supersedes", null);
        Map<String, Object> schema = ToolSchemas.output(DescriptorReader.read(NodeType.REMEMBER));
        assertThat(NodeTools.OUTPUT_CHECK.validate(schema, stored).valid()).isTrue();
        assertThat(NodeTools.OUTPUT_CHECK.validate(schema, Map.of("status", 3)).valid())
                .isFalse();
    }
}
