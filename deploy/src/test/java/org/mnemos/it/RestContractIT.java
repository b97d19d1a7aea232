package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.File;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Endpoints;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.RawHttp;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The REST contract as a client generator reads it: {@code /openapi} and the agents' {@code nodes.json} parse
 * without a message from a real OpenAPI parser, a real answer validates against the schema documented for it,
 * and a request beyond what the database stores is refused naming the field, before anything is stored.
 */
@ExtendWith(ArquillianExtension.class)
class RestContractIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ArquillianResource
    URL base;

    private Http alice;
    private String workspace;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspace() {
        alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        workspace = Workspaces.create(alice, "rest-contract-" + UUID.randomUUID());
    }

    @Test
    void bothOpenApiDocumentsParseWithoutAMessage() throws Exception {
        String rest = restDocument();
        Files.writeString(Path.of("target", "openapi.json"), rest);
        for (String document : List.of(
                rest, new Http(Http.root(base)).get("api/openapi/nodes.json").body())) {
            SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(document);

            assertThat(parsed.getMessages()).isEmpty();
            assertThat(parsed.getOpenAPI().getPaths()).isNotEmpty();
        }
    }

    /** What the parser does not check: what a client generator and a reader need from every operation. */
    @Test
    void everyOperationIsNamedOnceSecuredAndAnswersWithDocumentedBodies() throws Exception {
        JsonNode document = json(restDocument());
        assertThat(document.at("/components/securitySchemes/bearer/scheme").asText())
                .isEqualTo("bearer");
        List<String> operationIds = new ArrayList<>();
        List<String> faults = new ArrayList<>();
        document.get("paths")
                .fields()
                .forEachRemaining(path -> path.getValue().fields().forEachRemaining(entry -> {
                    String name = entry.getKey().toUpperCase() + " " + path.getKey();
                    JsonNode operation = entry.getValue();
                    operationIds.add(operation.path("operationId").asText(name));
                    JsonNode responses = operation.get("responses");
                    if (!hasSuccess(responses)) {
                        faults.add(name + ": no 2xx with a body or 204");
                    }
                    if (!hasProblem(responses)) {
                        faults.add(name + ": no 4xx problem+json");
                    }
                }));
        assertThat(faults).isEmpty();
        assertThat(operationIds).doesNotHaveDuplicates();
        assertThat(document.at("/paths/~1api~1workspaces/get/security/0").has("bearer"))
                .isTrue();
        assertThat(document.at("/paths/~1api~1nodes/get/security/0").isObject())
                .as("the node catalog needs no token: security [{}]")
                .isTrue();
        assertThat(document.at("/paths/~1api~1nodes/get/security/0").size()).isZero();
        assertThat(document.at("/paths/~1api~1nodes/get/responses/401").isMissingNode())
                .isTrue();
    }

    @Test
    void theWorkspaceListAnswersWithItsDocumentedSchema() throws Exception {
        JsonNode document = json(restDocument());
        JsonNode answer = alice.get("api/workspaces").json();
        assertThat(answer.size()).isPositive();

        Set<ValidationMessage> faults = validate(
                document,
                document.at("/paths/~1api~1workspaces/get/responses/200/content/application~1json/schema"),
                answer);

        assertThat(faults).isEmpty();
    }

    @Test
    void aNameLongerThanItsColumnIsRefusedByFieldAndNothingIsStored() {
        String tooLong = "n".repeat(256);

        Http.Reply reply =
                alice.post(artifacts(), "{\"name\":\"" + tooLong + "\",\"dataSourceId\":\"" + "d".repeat(37) + "\"}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.isProblem()).isTrue();
        assertThat(reply.json().get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("/dataSourceId", "/name");
        assertThat(alice.get(artifacts()).json().size()).isZero();
        assertThat(alice.post("api/workspaces", "{\"name\":\"" + tooLong + "\"}")
                        .json()
                        .get("errors")
                        .findValuesAsText("pointer"))
                .containsExactly("/name");
    }

    @Test
    void aMemberIdLongerThanItsColumnIsRefusedByFieldAndNoMemberIsAdded() {
        Http.Reply reply =
                alice.put("api/workspaces/" + workspace + "/members/" + "u".repeat(3000), "{\"role\":\"VIEWER\"}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("/user");
        assertThat(alice.put("api/workspaces/" + workspace + "/members/bob", "{}")
                        .json()
                        .get("errors")
                        .findValuesAsText("pointer"))
                .containsExactly("/role");
    }

    @Test
    void aCredentialInAWorkspaceNameOrAMemberIdIsRefusedAtItsPointerAndNothingIsStored() {
        String token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

        Http.Reply named = alice.post("api/workspaces", "{\"name\":\"sales " + token + "\"}");
        Http.Reply member = alice.put("api/workspaces/" + workspace + "/members/" + token, "{\"role\":\"VIEWER\"}");

        for (Http.Reply reply : List.of(named, member)) {
            assertThat(reply.status()).isEqualTo(422);
            assertThat(reply.json().get("code").asText()).isEqualTo("SECRET_DETECTED");
            assertThat(reply.body()).doesNotContain(token).contains("rule github-token");
        }
        assertThat(named.json().get("errors").findValuesAsText("pointer")).containsExactly("/name");
        assertThat(member.json().get("errors").findValuesAsText("pointer")).containsExactly("/user");
        assertThat(alice.get("api/workspaces").body()).doesNotContain(token);
        Http holder = new Http(Http.root(base)).withToken(Tokens.mint(token, "acme"));
        assertThat(holder.get("api/workspaces/" + workspace + "/memories").body())
                .contains("WORKSPACE_NOT_FOUND");
    }

    @Test
    void aMissingBodyIsRefusedAsAWhole() {
        Http.Reply reply = alice.post("api/workspaces", "");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("");
        assertThat(reply.json().at("/errors/0/message").asText()).isEqualTo("send {name}");
    }

    @Test
    void lenientJsonIsRefusedByFieldAndNothingIsStored() {
        String name = "strict-" + UUID.randomUUID();
        RawHttp raw = new RawHttp(Http.root(base));
        String token = Tokens.mint("alice", "acme");
        RawHttp.Answer notUtf8 = raw.send("POST", "api/workspaces", token, "application/json", overlongName(name));
        assertThat(notUtf8.status()).isEqualTo(400);
        assertThat(notUtf8.body()).contains("\"code\":\"MALFORMED_JSON\"");

        expectRefused(alice.post("api/workspaces", "{\"name\":\"" + name + "\\ud800\"}"), "/name", "lone surrogate");
        expectRefused(
                alice.post("api/workspaces", "{\"name\":\"" + name + "\",\"owner\":\"mallory\"}"), "/owner", "unknown");
        expectRefused(
                alice.post("api/workspaces", "{\"name\":\"" + name + "\",\"name\":\"" + name + "-2\"}"),
                "/name",
                "twice");
        expectRefused(
                alice.put("api/workspaces/" + workspace + "/members/bob", "{\"role\":\"VIEWER\",\"admin\":true}"),
                "/admin",
                "unknown");

        assertThat(alice.get("api/workspaces").body()).doesNotContain(name);
        Http bob = new Http(Http.root(base)).withToken(Tokens.mint("bob", "acme"));
        assertThat(bob.get("api/workspaces/" + workspace).status()).isEqualTo(404);
    }

    /** A workspace name ending in "-/" with the slash as the overlong UTF-8 form C0 AF. */
    private static byte[] overlongName(String name) {
        byte[] head = ("{\"name\":\"" + name + "-").getBytes(StandardCharsets.UTF_8);
        byte[] body = Arrays.copyOf(head, head.length + 4);
        body[head.length] = (byte) 0xC0;
        body[head.length + 1] = (byte) 0xAF;
        body[head.length + 2] = '"';
        body[head.length + 3] = '}';
        return body;
    }

    private static void expectRefused(Http.Reply reply, String pointer, String because) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(422);
        assertThat(reply.json().get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly(pointer);
        assertThat(reply.json().get("errors").findValuesAsText("message"))
                .anySatisfy(message -> assertThat(message).contains(because));
    }

    private String artifacts() {
        return "api/workspaces/" + workspace + "/artifacts";
    }

    private String restDocument() {
        return new Http(Endpoints.serverRoot(base)).get("openapi").body();
    }

    private static boolean hasSuccess(JsonNode responses) {
        List<String> codes = new ArrayList<>();
        responses.fieldNames().forEachRemaining(codes::add);
        return codes.contains("204")
                || codes.stream()
                        .filter(code -> code.startsWith("2"))
                        .anyMatch(code -> responses.at("/" + code + "/content").size() > 0);
    }

    private static boolean hasProblem(JsonNode responses) {
        List<String> codes = new ArrayList<>();
        responses.fieldNames().forEachRemaining(codes::add);
        return codes.stream()
                .filter(code -> code.startsWith("4"))
                .anyMatch(code -> responses.get(code).path("content").has("application/problem+json")
                        || responses.get(code).has("$ref"));
    }

    /**
     * The answer against a schema of the document, its {@code $ref}s resolved within the document. Draft 4: an
     * OpenAPI 3.0 schema is its dialect ({@code exclusiveMaximum} is a boolean there).
     */
    private static Set<ValidationMessage> validate(JsonNode document, JsonNode schema, JsonNode answer) {
        ObjectNode root = document.deepCopy();
        root.putArray("allOf").add(schema);
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4)
                .getSchema(root)
                .validate(answer);
    }

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }
}
