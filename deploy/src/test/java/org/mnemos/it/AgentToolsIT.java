package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.File;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The agent-facing OpenAPI over HTTP: the served document as a real parser reads it (both versions), one
 * operation per available node with the MCP tool names, and {@code POST /api/tools/{toolName}} with flat bodies
 * doing what the node does, refusing with the node's problem documents.
 */
@ExtendWith(ArquillianExtension.class)
class AgentToolsIT {

    @ArquillianResource
    URL base;

    /** Their examples work in any workspace; the others name an artifact or data source the caller must have. */
    private static final List<String> MEMORY_TOOLS =
            List.of("/tools/mnemos_remember", "/tools/mnemos_recall", "/tools/mnemos_forget");

    private Http alice;
    private String workspace;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspace() {
        alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        workspace = Workspaces.create(alice, "agent-tools-" + UUID.randomUUID());
    }

    @Test
    void theDocumentParsesInBothVersionsAndNamesEveryAvailableNodeByItsToolName() {
        Http anonymous = new Http(Http.root(base));
        List<String> available = new ArrayList<>();
        anonymous.get("api/nodes").json().forEach(node -> {
            if (node.get("available").asBoolean()) {
                available.add(
                        "/tools/" + node.get("id").asText().replace('.', '_').replace('-', '_'));
            }
        });
        for (String query : List.of("", "?version=3.0")) {
            Http.Reply reply = anonymous.get("api/openapi/nodes.json" + query);
            assertThat(reply.status()).isEqualTo(200);
            SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(reply.body());

            assertThat(parsed.getMessages()).as(query).isEmpty();
            OpenAPI api = parsed.getOpenAPI();
            assertThat(api.getOpenapi()).startsWith(query.isEmpty() ? "3.1" : "3.0");
            assertThat(api.getServers().get(0).getUrl()).isEqualTo(Http.root(base) + "api");
            assertThat(api.getPaths().keySet()).containsExactlyInAnyOrderElementsOf(available);
        }
    }

    @Test
    void everyDocumentedExampleReplaysWithAnAnswerTheDocumentDeclares() {
        JsonNode document =
                new Http(Http.root(base)).get("api/openapi/nodes.json").json();
        List<String> replayed = new ArrayList<>();
        document.get("paths").fields().forEachRemaining(path -> {
            JsonNode operation = path.getValue().get("post");
            JsonNode examples = operation.at("/requestBody/content/application~1json/examples");
            assertThat(examples.size())
                    .as(path.getKey() + " documents an example")
                    .isPositive();
            examples.forEach(example -> {
                ObjectNode body = example.get("value").deepCopy();
                assertThat(body.get("workspace").asText()).isEqualTo("your-workspace-id");
                body.put("workspace", workspace);

                Http.Reply reply = alice.post("api" + path.getKey(), body.toString());

                JsonNode declared = operation.at("/responses/" + reply.status());
                assertThat(declared.isMissingNode())
                        .as(path.getKey() + " answered an undeclared status: " + reply.body())
                        .isFalse();
                if (MEMORY_TOOLS.contains(path.getKey())) {
                    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
                } else if (reply.status() != 200) {
                    String code = reply.json().get("code").asText();
                    assertThat(code).as("the example fits the schema").isNotEqualTo("INVALID_INPUT");
                    assertThat(declared.at("/content/application~1problem+json/schema/properties/code/enum"))
                            .extracting(JsonNode::asText)
                            .contains(code);
                }
                replayed.add(path.getKey());
            });
        });
        assertThat(replayed).containsAll(MEMORY_TOOLS);
    }

    @Test
    void aFlatBodyRemembersAndRecallsAsTheNodeDoes() {
        Http.Reply stored = alice.post(
                "api/tools/mnemos_remember",
                input().put("workspace", workspace)
                        .put("content", "The Antwerp office opens at 7am")
                        .put("kind", "EPISODIC")
                        .toString());
        assertThat(stored.status()).as(stored.body()).isEqualTo(200);
        String id = stored.json().get("id").asText();
        assertThat(stored.json().get("status").asText()).isEqualTo("STORED");

        JsonNode recalled = alice.post(
                        "api/tools/mnemos_recall",
                        input().put("workspace", workspace)
                                .put("query", "When does the Antwerp office open?")
                                .toString())
                .json();
        assertThat(recalled.get("results").findValuesAsText("id")).contains(id);
    }

    @Test
    void refusalsAreTheNodesProblemDocumentsNamingTheFlatFields() {
        Http.Reply secret = alice.post(
                "api/tools/mnemos_remember",
                input().put("workspace", workspace)
                        .put("content", "Use AKIA" + "QWERTYUIOPASDFGH for the export")
                        .toString());
        assertThat(secret.status()).isEqualTo(422);
        assertThat(secret.isProblem()).isTrue();
        assertThat(secret.json().get("code").asText()).isEqualTo("SECRET_DETECTED");

        Http.Reply invalid = alice.post(
                "api/tools/mnemos_recall",
                input().put("workspace", workspace)
                        .put("query", "x")
                        .put("k", "many")
                        .toString());
        assertThat(invalid.status()).isEqualTo(422);
        assertThat(invalid.json().get("errors").findValuesAsText("pointer")).contains("/k");

        assertThat(alice.post("api/tools/mnemos_nothing", "{}")
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("UNKNOWN_NODE");
        Http.Reply anonymous = new Http(Http.root(base))
                .post(
                        "api/tools/mnemos_recall",
                        input().put("workspace", workspace).put("query", "x").toString());
        assertThat(anonymous.status()).isEqualTo(401);
        Http.Reply outsider = new Http(Http.root(base))
                .withToken(Tokens.mint("mallory", "acme"))
                .post(
                        "api/tools/mnemos_recall",
                        input().put("workspace", workspace).put("query", "x").toString());
        assertThat(outsider.json().get("code").asText()).isEqualTo("WORKSPACE_NOT_FOUND");
    }
}
