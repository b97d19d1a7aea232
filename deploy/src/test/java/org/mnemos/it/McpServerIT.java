package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Mnemos as an MCP server, through the official Java SDK client over streamable HTTP: the handshake, one tool per
 * available node with its schemas, annotations and icon, every tool's happy path with structured content that
 * conforms to its output schema, the node's refusals as tool errors, a foreign workspace, and the HTTP-level
 * guards (no token: 401 naming the RFC 9728 metadata; another site's Origin: 403).
 */
@ExtendWith(ArquillianExtension.class)
class McpServerIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The test's own check of each result against the tool's output schema (networknt, draft 2020-12). */
    private static final JsonSchemaValidator CONFORMANCE = (schema, content) -> {
        var errors = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(JSON.valueToTree(schema))
                .validate(JSON.valueToTree(content));
        return errors.isEmpty()
                ? JsonSchemaValidator.ValidationResponse.asValid(null)
                : JsonSchemaValidator.ValidationResponse.asInvalid(errors.toString());
    };

    @ArquillianResource
    URL base;

    private ArtifactWorkspace ground;
    private final List<McpSyncClient> clients = new ArrayList<>();

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspaceWithAProfiledTable() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
    }

    @AfterEach
    void closeClients() {
        clients.forEach(McpSyncClient::closeGracefully);
    }

    @Test
    void theHandshakeNamesMnemosAndItsToolsAreTheAvailableNodes() {
        McpSyncClient alice = client("alice");

        McpSchema.InitializeResult init = alice.initialize();
        assertThat(init.serverInfo().name()).isEqualTo("mnemos");
        assertThat(init.capabilities().tools()).isNotNull();

        Map<String, Tool> tools = tools(alice);
        List<String> available = new ArrayList<>();
        new Http(Http.root(base)).get("api/nodes").json().forEach(node -> {
            if (node.get("available").asBoolean()) {
                available.add(node.get("id").asText().replace('.', '_').replace('-', '_'));
            }
        });
        assertThat(tools.keySet()).containsExactlyInAnyOrderElementsOf(available);
        assertThat(tools.keySet()).contains("mnemos_remember", "mnemos_recall", "mnemos_forget");

        JsonNode descriptor =
                new Http(Http.root(base)).get("api/nodes/remember").json();
        Tool remember = tools.get("mnemos_remember");
        assertThat(remember.title()).isEqualTo("Remember");
        assertThat(remember.description())
                .isEqualTo(descriptor.get("llmDescription").asText());
        JsonNode input = JSON.valueToTree(remember.inputSchema());
        assertThat(input.get("required").toString()).isEqualTo("[\"workspace\"]");
        assertThat(input.get("properties").fieldNames())
                .toIterable()
                .contains("content", "kind", "source", "workspace");
        assertThat(JSON.valueToTree(remember.inputSchema()).toString()).doesNotContain("\"x-");
        assertThat(remember.meta()).containsKey("org.mnemos/ui-hints");
        assertThat(JSON.valueToTree(remember.meta())
                        .at("/org.mnemos~1ui-hints/~1properties~1content/x-widget")
                        .asText())
                .isEqualTo("textarea");
        assertThat(JSON.valueToTree(remember.outputSchema()).at("/properties/status/enum"))
                .isEqualTo(descriptor.at("/outputs/0/schema/properties/status/enum"));
        assertThat(remember.icons()).singleElement().satisfies(icon -> {
            assertThat(icon.mimeType()).isEqualTo("image/svg+xml");
            assertThat(icon.src()).startsWith("data:image/svg+xml;base64,");
        });

        assertThat(remember.annotations().readOnlyHint()).isFalse();
        assertThat(remember.annotations().idempotentHint()).isTrue();
        assertThat(tools.get("mnemos_recall").annotations().readOnlyHint()).isTrue();
        assertThat(tools.get("mnemos_forget").annotations().destructiveHint()).isTrue();
        assertThat(tools.get("mnemos_forget").annotations().readOnlyHint()).isFalse();
    }

    @Test
    void everyToolDoesWhatItsNodeDoesAndAnswersInItsOutputSchema() throws Exception {
        McpSyncClient alice = client("alice");
        alice.initialize();
        Map<String, Tool> tools = tools(alice);

        JsonNode stored = call(
                alice,
                tools,
                "mnemos_remember",
                Map.of(
                        "content", "The Ghent office opens at 8am",
                        "kind", "DURABLE",
                        "category", "FACT",
                        "approved", true,
                        "source", Map.of("type", "USER_STATEMENT")));
        assertThat(stored.get("status").asText()).isEqualTo("STORED");
        String id = stored.get("id").asText();
        assertThat(new Http(Http.root(base))
                        .withToken(Tokens.mint("alice", "acme"))
                        .get("api/workspaces/" + ground.workspace() + "/memories/" + id)
                        .status())
                .isEqualTo(200);

        JsonNode recalled = call(alice, tools, "mnemos_recall", Map.of("query", "When does the Ghent office open?"));
        assertThat(recalled.get("abstained").asBoolean()).isFalse();
        assertThat(recalled.get("results").findValuesAsText("id")).contains(id);

        JsonNode generated = call(
                alice,
                tools,
                "mnemos_generate_artifact",
                Map.of("dataSourceId", ground.dataSource(), "instruction", "weekly sales dashboard"));
        assertThat(generated.get("draft").asBoolean()).isTrue();
        String artifact = generated.get("artifactId").asText();
        Http.Reply published =
                ground.alice().post("api/workspaces/" + ground.workspace() + "/artifacts/" + artifact + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);

        JsonNode refreshed = call(alice, tools, "mnemos_refresh_data", Map.of("artifactId", artifact));
        assertThat(refreshed.get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(refreshed.get("rowCount").asLong()).isEqualTo(9994);
        assertThat(refreshed.get("llmCalls").asInt()).isZero();
        JsonNode drift = error(alice.callTool(new McpSchema.CallToolRequest(
                "mnemos_refresh_data",
                Map.of("workspace", ground.workspace(), "artifactId", artifact, "dataSourceId", withoutSales()))));
        assertThat(drift.get("code").asText())
                .as("the drift port is a tool error too")
                .isEqualTo("SCHEMA_DRIFT");
        assertThat(drift.get("detail").asText()).contains("Sales");

        JsonNode forgotten = call(alice, tools, "mnemos_forget", Map.of("id", id, "reason", "moved office"));
        assertThat(forgotten.get("forgotten").asInt()).isEqualTo(1);
        assertThat(call(alice, tools, "mnemos_recall", Map.of("query", "When does the Ghent office open?"))
                        .get("results")
                        .findValuesAsText("id"))
                .doesNotContain(id);
    }

    @Test
    void theNodesRefusalsAreToolErrorsWithCodeDetailAndRetryable() throws Exception {
        McpSyncClient alice = client("alice");
        alice.initialize();

        String secret = "AKIA" + "QWERTYUIOPASDFGH";
        CallToolResult refused = alice.callTool(new McpSchema.CallToolRequest(
                "mnemos_remember",
                Map.of("workspace", ground.workspace(), "content", "Use " + secret + " for the nightly export")));
        JsonNode error = error(refused);
        assertThat(error.get("code").asText()).isEqualTo("SECRET_DETECTED");
        assertThat(error.get("retryable").asBoolean()).isFalse();
        assertThat(error.get("detail").asText()).isNotBlank();
        assertThat(text(refused)).doesNotContain(secret);

        JsonNode invalid = error(alice.callTool(new McpSchema.CallToolRequest(
                "mnemos_recall", Map.of("workspace", ground.workspace(), "query", "x", "k", "many"))));
        assertThat(invalid.get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(invalid.get("errors").findValuesAsText("pointer")).contains("/k");

        JsonNode noWorkspace =
                error(alice.callTool(new McpSchema.CallToolRequest("mnemos_recall", Map.of("query", "x"))));
        assertThat(noWorkspace.get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(noWorkspace.get("errors").findValuesAsText("pointer")).containsExactly("/workspace");

        McpSyncClient vic = client("vic");
        vic.initialize();
        JsonNode viewer = error(vic.callTool(new McpSchema.CallToolRequest(
                "mnemos_remember", Map.of("workspace", ground.workspace(), "content", "Viewers cannot write"))));
        assertThat(viewer.get("code").asText()).isEqualTo("FORBIDDEN");
    }

    @Test
    void aWorkspaceTheCallerIsNotAMemberOfIsNotFoundWhateverTheToolCallSays() throws Exception {
        McpSyncClient mallory = client("mallory");
        mallory.initialize();
        McpSyncClient otherTenant = clientWith(Tokens.mint("alice", "globex"));
        otherTenant.initialize();

        for (McpSyncClient outsider : List.of(mallory, otherTenant)) {
            JsonNode error = error(outsider.callTool(new McpSchema.CallToolRequest(
                    "mnemos_recall", Map.of("workspace", ground.workspace(), "query", "percentages"))));
            assertThat(error.get("code").asText()).isEqualTo("WORKSPACE_NOT_FOUND");
        }
    }

    @Test
    void withoutAValidTokenTheAnswerIs401NamingTheProtectedResourceMetadata() throws Exception {
        String metadataUrl = Http.root(base) + ".well-known/oauth-protected-resource/mcp";
        for (String authorization : new String[] {null, "Bearer not-a-jwt"}) {
            HttpResponse<String> reply = post(authorization, null);

            assertThat(reply.statusCode()).isEqualTo(401);
            assertThat(reply.headers().firstValue("WWW-Authenticate"))
                    .hasValue("Bearer resource_metadata=\"" + metadataUrl + "\"");
            assertThat(reply.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
            assertThat(JSON.readTree(reply.body()).get("code").asText())
                    .isEqualTo(authorization == null ? "UNAUTHENTICATED" : "INVALID_TOKEN");
        }

        JsonNode metadata = new Http(Http.root(base))
                .get(".well-known/oauth-protected-resource/mcp")
                .json();
        assertThat(metadata.get("resource").asText()).isEqualTo(Http.root(base) + "mcp");
        // the test issuer is named, not a URL a client could fetch metadata from (ProtectedResourceMetadataTest)
        assertThat(Tokens.ISSUER).doesNotStartWith("http");
        assertThat(metadata.has("authorization_servers")).isFalse();
        assertThat(metadata.get("bearer_methods_supported").get(0).asText()).isEqualTo("header");
    }

    @Test
    void anotherSitesOriginIsRefusedAndTheServersOwnIsNot() throws Exception {
        String token = "Bearer " + Tokens.mint("alice", "acme");

        HttpResponse<String> foreign = post(token, "http://rebinding.example");
        assertThat(foreign.statusCode()).isEqualTo(403);
        assertThat(JSON.readTree(foreign.body()).get("code").asText()).isEqualTo("ORIGIN_NOT_ALLOWED");

        String self = base.getProtocol() + "://" + base.getHost() + ":" + base.getPort();
        assertThat(post(token, self).statusCode()).isEqualTo(200);
        assertThat(post(token, null).statusCode()).isEqualTo(200);
    }

    private McpSyncClient client(String user) {
        return clientWith(Tokens.mint(user, "acme"));
    }

    private McpSyncClient clientWith(String token) {
        var transport = HttpClientStreamableHttpTransport.builder(
                        Http.root(base).toString())
                .endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .jsonMapper(new JacksonMcpJsonMapper(JSON))
                .build();
        McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(60))
                .jsonSchemaValidator(CONFORMANCE)
                .build();
        clients.add(client);
        return client;
    }

    /** Superstore with its Sales column renamed, profiled as a source of the test's workspace. */
    private String withoutSales() throws Exception {
        List<String> lines = Files.readAllLines(DATA.resolve("superstore/superstore.csv"), StandardCharsets.UTF_8);
        lines.set(0, lines.get(0).replace("Sales", "Turnover"));
        Path file = Files.createTempFile("without-sales", ".csv");
        Files.write(file, lines, StandardCharsets.UTF_8);
        return Workspaces.profiledCsv(ground.alice(), ground.workspace(), "without-sales", file);
    }

    private static Map<String, Tool> tools(McpSyncClient client) {
        return client.listTools().tools().stream().collect(Collectors.toMap(Tool::name, Function.identity()));
    }

    /** Calls a tool in the test's workspace; its structured content, checked against the tool's output schema. */
    private JsonNode call(McpSyncClient client, Map<String, Tool> tools, String tool, Map<String, Object> arguments)
            throws Exception {
        Map<String, Object> withWorkspace = new java.util.LinkedHashMap<>(arguments);
        withWorkspace.put("workspace", ground.workspace());
        CallToolResult result = client.callTool(new McpSchema.CallToolRequest(tool, withWorkspace));
        assertThat(result.isError()).as(text(result)).isFalse();
        assertThat(CONFORMANCE
                        .validate(tools.get(tool).outputSchema(), result.structuredContent())
                        .valid())
                .as(text(result))
                .isTrue();
        JsonNode structured = JSON.valueToTree(result.structuredContent());
        assertThat(JSON.readTree(text(result))).isEqualTo(structured);
        return structured;
    }

    private static JsonNode error(CallToolResult result) throws Exception {
        assertThat(result.isError()).as(text(result)).isTrue();
        assertThat(result.structuredContent()).isNull();
        JsonNode error = JSON.valueToTree(result.meta().get("org.mnemos/error"));
        assertThat(JSON.readTree(text(result))).isEqualTo(error);
        return error;
    }

    private static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    /** A raw tools/list request to /mcp, as a browser page or a client without the SDK would send it. */
    @Test
    void malformedJsonRpcIsAJsonRpcErrorWithoutAStackTrace() throws Exception {
        String token = "Bearer " + Tokens.mint("alice", "acme");

        expectJsonRpcError(send(token, "application/json", "{\"jsonrpc\":\"2.0\",\"id\":1,"), -32700);
        expectJsonRpcError(send(token, "application/json", ""), -32700);
        for (String invalid : new String[] {
            "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}]",
            "{\"id\":1,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1}",
            "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":5}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"
        }) {
            expectJsonRpcError(send(token, "application/json", invalid), -32600);
        }
        // The SDK's own refusal (a content type it does not take) keeps its code, without its exception.
        HttpResponse<String> plain =
                send(token, "text/plain", "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}");
        assertThat(plain.statusCode()).isEqualTo(415);
        assertThat(JSON.readTree(plain.body()).at("/id").asInt()).isEqualTo(7);
        assertThat(plain.body()).doesNotContain("stackTrace").doesNotContain("at io.");
    }

    @Test
    void aMethodMcpDoesNotKnowIsA405Problem() throws Exception {
        for (String method : new String[] {"BREW", "PATCH"}) {
            HttpResponse<String> reply = Http.client()
                    .send(
                            HttpRequest.newBuilder(URI.create(Http.root(base) + "mcp"))
                                    .header("Authorization", "Bearer " + Tokens.mint("alice", "acme"))
                                    .method(method, HttpRequest.BodyPublishers.noBody())
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());

            assertThat(reply.statusCode()).as(method).isEqualTo(405);
            assertThat(reply.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
            assertThat(JSON.readTree(reply.body()).get("code").asText()).isEqualTo("METHOD_NOT_ALLOWED");
        }
    }

    private static void expectJsonRpcError(HttpResponse<String> reply, int code) throws Exception {
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(400);
        JsonNode answer = JSON.readTree(reply.body());
        assertThat(answer.get("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(answer.at("/error/code").asInt()).as(reply.body()).isEqualTo(code);
        assertThat(answer.has("id")).isTrue();
        assertThat(reply.body()).doesNotContain("stackTrace").doesNotContain("Exception");
    }

    private HttpResponse<String> send(String authorization, String contentType, String body) throws Exception {
        return Http.client()
                .send(
                        HttpRequest.newBuilder(URI.create(Http.root(base) + "mcp"))
                                .header("Content-Type", contentType)
                                .header("Accept", "application/json, text/event-stream")
                                .header("Authorization", authorization)
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String authorization, String origin) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(Http.root(base) + "mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        if (origin != null) {
            request.header("Origin", origin);
        }
        return Http.client().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
