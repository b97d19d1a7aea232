package org.mnemos.connector.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.spec.McpSchema;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.connector.json.JsonRecords;

/**
 * The JSON document in an MCP result: a tool's structured content when it has one, else the
 * first text content parsed as JSON; for a resource, its first text contents.
 */
final class McpResults {

    private McpResults() {}

    static JsonNode of(McpSchema.CallToolResult result, String tool) {
        if (Boolean.TRUE.equals(result.isError())) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The tool '" + tool + "' reported an error: " + firstText(result));
        }
        if (result.structuredContent() != null) {
            return JsonRecords.tree(result.structuredContent());
        }
        String text = firstText(result);
        if (text == null) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The tool '" + tool + "' returned neither structured content nor text.");
        }
        return JsonRecords.parse(text, "The result of the tool '" + tool + "'");
    }

    static JsonNode of(McpSchema.ReadResourceResult result, String resource) {
        return result.contents().stream()
                .filter(McpSchema.TextResourceContents.class::isInstance)
                .map(c -> JsonRecords.parse(
                        ((McpSchema.TextResourceContents) c).text(), "The resource '" + resource + "'"))
                .findFirst()
                .orElseThrow(() -> new ConnectorException(
                        FailureCode.SOURCE_SCHEMA_INVALID, "The resource '" + resource + "' has no text contents."));
    }

    private static String firstText(McpSchema.CallToolResult result) {
        return result.content() == null
                ? null
                : result.content().stream()
                        .filter(McpSchema.TextContent.class::isInstance)
                        .map(c -> ((McpSchema.TextContent) c).text())
                        .findFirst()
                        .orElse(null);
    }
}
