package org.mnemos.connector.route;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mnemos.api.connector.SourceType;

/** The published configuration schemas accept the documented examples and nothing unknown. */
class ConnectorSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<SourceType, String> EXAMPLES = Map.of(
            SourceType.CSV, "{\"path\": \"sales/2024.csv\", \"delimiter\": \";\", \"onMalformedRow\": \"SKIP\"}",
            SourceType.SQL,
                    "{\"datasource\": \"northwind\", \"query\": \"SELECT * FROM orders WHERE ship_region = :region\","
                            + " \"parameters\": {\"region\": \"north\"}, \"maxRows\": 100000, \"timeout\": \"PT30S\"}",
            SourceType.REST,
                    "{\"url\": \"https://api.example.org/items\", \"method\": \"GET\", \"recordPath\": \"$.items\","
                            + " \"pagination\": {\"type\": \"OFFSET\", \"offsetParam\": \"offset\", \"limitParam\": \"limit\","
                            + " \"pageSize\": 100}, \"credential\": \"example-api\", \"timeout\": \"PT10S\"}",
            SourceType.MCP,
                    "{\"transport\": \"STDIO\", \"command\": [\"mcp-sales\", \"--readonly\"], \"tool\": \"orders\","
                            + " \"arguments\": {\"year\": 2024}, \"recordPath\": \"$.items\"}");

    @ParameterizedTest
    @EnumSource(SourceType.class)
    void acceptsTheExampleAndRefusesUnknownFields(SourceType type) throws IOException {
        JsonSchema schema = schema(type);
        JsonNode example = JSON.readTree(EXAMPLES.get(type));

        assertThat(schema.validate(example)).isEmpty();
        assertThat(schema.validate(
                        ((com.fasterxml.jackson.databind.node.ObjectNode) example.deepCopy()).put("password", "x")))
                .isNotEmpty();
    }

    @Test
    void mcpNeedsExactlyOneOfToolAndResource() throws IOException {
        JsonSchema schema = schema(SourceType.MCP);

        assertThat(schema.validate(JSON.readTree("{\"transport\": \"HTTP\", \"url\": \"https://mcp.example.org/mcp\","
                        + " \"resource\": \"data://products\"}")))
                .isEmpty();
        assertThat(schema.validate(JSON.readTree("{\"transport\": \"HTTP\", \"url\": \"https://mcp.example.org/mcp\","
                        + " \"tool\": \"a\", \"resource\": \"b\"}")))
                .isNotEmpty();
        assertThat(schema.validate(JSON.readTree("{\"transport\": \"STDIO\", \"tool\": \"a\"}")))
                .isNotEmpty();
    }

    private static JsonSchema schema(SourceType type) throws IOException {
        try (InputStream in = ConnectorSchemasTest.class.getClassLoader().getResourceAsStream(type.schemaResource())) {
            assertThat(in).as(type.schemaResource()).isNotNull();
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(in);
        }
    }
}
