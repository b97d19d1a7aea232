package org.mnemos.agent.control;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.platform.Json;

/** The document as a real parser reads it, and the constraints of shallow importers (Dify, Flowise, Langflow). */
class AgentOpenApiTest {

    private static final List<NodeDescriptor> NODES =
            Arrays.stream(NodeType.values()).map(DescriptorReader::read).toList();

    @Test
    void bothVersionsParseWithoutMessagesAndHaveOneOperationPerNode() throws Exception {
        for (AgentOpenApi.Version version : AgentOpenApi.Version.values()) {
            SwaggerParseResult result = parse(version);

            assertThat(result.getMessages()).as(version.name()).isEmpty();
            OpenAPI api = result.getOpenAPI();
            assertThat(api.getServers().get(0).getUrl()).isEqualTo("https://mnemos.example.com/api");
            assertThat(api.getComponents().getSecuritySchemes().get("bearer").getScheme())
                    .isEqualTo("bearer");
            assertThat(api.getPaths()).hasSize(NODES.size()).containsKey("/tools/mnemos_remember");
        }
    }

    @Test
    void operationsSuitShallowImporters() throws Exception {
        OpenAPI api = parse(AgentOpenApi.Version.V3_1).getOpenAPI();

        api.getPaths().forEach((path, item) -> {
            Operation post = item.getPost();
            assertThat(post.getOperationId()).matches("^[a-zA-Z0-9_-]{1,64}$");
            assertThat(path).isEqualTo("/tools/" + post.getOperationId());
            Schema<?> body =
                    post.getRequestBody().getContent().get("application/json").getSchema();
            assertThat(body.get$ref()).isNull();
            assertThat(body.getProperties()).containsKeys("workspace", "runId");
            assertThat(body.getRequired()).contains("workspace");
            assertThat(post.getResponses()).containsKeys("200", "401");
            assertThat(post.getResponses().get("401").getContent()).containsKey("application/problem+json");
        });
        Operation remember = api.getPaths().get("/tools/mnemos_remember").getPost();
        assertThat(remember.getRequestBody()
                        .getContent()
                        .get("application/json")
                        .getSchema()
                        .getProperties())
                .containsKeys("content", "kind", "source");
        assertThat(remember.getResponses().get("422").getDescription()).contains("SECRET_DETECTED", "INVALID_INPUT");
        assertThat(remember.getResponses()
                        .get("200")
                        .getContent()
                        .get("application/json")
                        .getSchema()
                        .getProperties())
                .containsKeys("id", "status");
    }

    private static SwaggerParseResult parse(AgentOpenApi.Version version) throws Exception {
        String json = Json.mapper()
                .writeValueAsString(AgentOpenApi.document(NODES, "https://mnemos.example.com/api", version));
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        return new OpenAPIV3Parser().readContents(json, null, options);
    }
}
