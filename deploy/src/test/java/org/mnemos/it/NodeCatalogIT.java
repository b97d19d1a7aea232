package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import jakarta.inject.Inject;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.apache.camel.ProducerTemplate;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.connector.camel.ProbeRoute;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;

/**
 * The walking skeleton on the real stack: the built WAR on Payara Micro against a real
 * PostgreSQL. Client tests go over HTTP; the others run inside the deployment, where only
 * JUnit's own assertions are on the class path.
 */
@ExtendWith(ArquillianExtension.class)
class NodeCatalogIT {

    private static final List<String> NODE_IDS = List.of(
            "mnemos.remember", "mnemos.recall", "mnemos.forget", "mnemos.refresh-data", "mnemos.generate-artifact");

    @ArquillianResource
    URL base;

    @Inject
    DataSource dataSource;

    @Inject
    ProducerTemplate camel;

    @Deployment
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")))
                .addClasses(NodeCatalogIT.class, Http.class, Http.Reply.class, Tokens.class);
    }

    /** The catalog is public; executing a node needs a token. */
    private Http http() throws Exception {
        return new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
    }

    @Test
    @RunAsClient
    void catalogListsTheFiveNodesEachWithAValidJsonSchema() throws Exception {
        Http.Reply reply = http().get("api/nodes");

        assertThat(reply.status()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        var metaSchema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        for (JsonNode node : reply.json()) {
            ids.add(node.get("id").asText());
            assertThat(metaSchema.validate(node.get("properties")))
                    .as(node.get("id") + " schema")
                    .isEmpty();
            assertThat(node.get("properties").get("type").asText()).isEqualTo("object");
            assertThat(node.get("icon").asText()).startsWith("<svg");
            assertThat(node.get("llmDescription").asText())
                    .isNotBlank()
                    .isNotEqualTo(node.get("description").asText());
            assertThat(node.get("outputs").findValuesAsText("name")).contains("error");
            assertThat(node.get("behaviour").get("sideEffect").asText()).isIn("none", "read", "write", "destructive");
            assertThat(node.get("execution").asText()).isIn("sync", "async");
            assertThat(node.has("available")).isTrue();
        }
        assertThat(ids).containsExactlyElementsOf(NODE_IDS);
    }

    @Test
    @RunAsClient
    void aNodeIsFoundByItsFullIdAndByItsShortName() throws Exception {
        assertThat(http().get("api/nodes/mnemos.refresh-data")
                        .json()
                        .get("displayName")
                        .asText())
                .isEqualTo("Refresh Data");
        assertThat(http().get("api/nodes/refresh-data").json().get("id").asText())
                .isEqualTo("mnemos.refresh-data");
    }

    @Test
    @RunAsClient
    void unknownNodeIsA404ProblemWithItsCode() throws Exception {
        Http.Reply reply = http().post("api/nodes/teleport/execute", "{\"workspace\":\"w\",\"input\":{}}");

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.isProblem()).isTrue();
        assertThat(reply.json().get("code").asText()).isEqualTo("UNKNOWN_NODE");
        assertThat(reply.json().get("type").asText()).isNotBlank();
        assertThat(reply.json().get("title").asText()).isNotBlank();
        assertThat(reply.json().get("status").asInt()).isEqualTo(404);
    }

    @Test
    @RunAsClient
    void malformedJsonIsA400Problem() throws Exception {
        Http.Reply reply = http().post("api/nodes/recall/execute", "{\"workspace\": \"w\", \"input\": {");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.isProblem()).isTrue();
        assertThat(reply.json().get("code").asText()).isEqualTo("MALFORMED_JSON");
    }

    @Test
    @RunAsClient
    void inputViolatingTheSchemaIsA422WithOnePointerPerViolation() throws Exception {
        Http.Reply reply = http().post(
                        "api/nodes/recall/execute",
                        "{\"workspace\":\"w\",\"input\":{\"query\":\"q\",\"k\":0,\"kinds\":[\"FOREVER\"],\"colour\":\"red\"}}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.isProblem()).isTrue();
        assertThat(reply.json().get("code").asText()).isEqualTo("INVALID_INPUT");
        assertThat(reply.json().get("errors").findValuesAsText("pointer"))
                .containsExactlyInAnyOrder("/input/k", "/input/kinds/0", "/input/colour");
    }

    @Test
    @RunAsClient
    void aMissingWorkspaceIsNamedInThe422() throws Exception {
        Http.Reply reply = http().post("api/nodes/recall/execute", "{\"input\":{\"query\":\"q\"}}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).containsExactly("/workspace");
    }

    @Test
    @RunAsClient
    void everyNodeIsAvailableAndRefreshDataChecksItsWorkspaceFirst() throws Exception {
        for (String id : NODE_IDS) {
            assertThat(http().get("api/nodes/" + id).json().get("available").asBoolean())
                    .as(id)
                    .isTrue();
        }

        Http.Reply reply =
                http().post("api/nodes/refresh-data/execute", "{\"workspace\":\"w\",\"input\":{\"artifactId\":\"a\"}}");

        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.json().get("code").asText()).isEqualTo("WORKSPACE_NOT_FOUND");
    }

    @Test
    @RunAsClient
    void readinessChecksTheDatabaseAndCamel() throws Exception {
        URI root = URI.create(base.getProtocol() + "://" + base.getHost() + ":" + base.getPort() + "/");
        JsonNode health = new Http(root).get("health/ready").json();

        assertThat(health.get("status").asText()).isEqualTo("UP");
        assertThat(health.get("checks").findValuesAsText("name")).contains("database", "camel");
    }

    @Test
    @RunAsClient
    void openApiDescribesTheRestApi() throws Exception {
        Http.Reply reply = openApi();

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).contains("/api/nodes/{id}/execute");
    }

    /** Clients are generated from this document: every body is typed, and only Mnemos' own types are in it. */
    @Test
    @RunAsClient
    void openApiTypesEveryBodyAndHoldsOnlyMnemosSchemas() throws Exception {
        JsonNode document = openApi().json();
        JsonNode schemas = document.at("/components/schemas");

        assertThat(document.toString()).doesNotContain("org.apache.camel");
        assertThat(schemas.size()).as("schemas").isBetween(1, 160);
        assertThat(listOf(schemas.fieldNames()))
                .as("schemas no operation reaches")
                .containsExactlyInAnyOrderElementsOf(reachable(document));
        List<String> bodies = new ArrayList<>();
        document.get("paths")
                .fields()
                .forEachRemaining(path -> path.getValue().fields().forEachRemaining(operation -> {
                    String name = operation.getKey().toUpperCase() + " " + path.getKey();
                    JsonNode responses = operation.getValue().get("responses");
                    if (AGENT_SURFACE.contains(name)) {
                        return;
                    }
                    assertThat(listOf(responses.fields()).stream()
                                    .filter(r -> r.getKey().matches("2..|default"))
                                    .anyMatch(r -> r.getKey().equals("204")
                                            || typed(r.getValue().get("content"))))
                            .as(name + " has a typed success response")
                            .isTrue();
                    if (operation.getValue().has("requestBody")) {
                        assertThat(typed(operation.getValue().at("/requestBody/content")))
                                .as(name + " has a typed body")
                                .isTrue();
                        bodies.add(name);
                    }
                }));
        assertThat(bodies)
                .containsExactlyInAnyOrder(
                        "POST /api/nodes/{id}/execute",
                        "POST /api/dev/token",
                        "POST /api/workspaces",
                        "PUT /api/workspaces/{ws}/members/{user}",
                        "POST /api/workspaces/{ws}/data-sources",
                        "PUT /api/workspaces/{ws}/data-sources/{id}",
                        "PUT /api/workspaces/{ws}/data-sources/{id}/file",
                        "POST /api/workspaces/{ws}/memories/consolidations",
                        "POST /api/admin/jobs/{job}/runs",
                        "POST /api/workspaces/{ws}/artifacts",
                        "PUT /api/workspaces/{ws}/artifacts/{id}/draft",
                        "POST /api/workspaces/{ws}/artifacts/{id}/draft/generate",
                        "POST /api/workspaces/{ws}/artifacts/{id}/refreshes",
                        "POST /api/workspaces/{ws}/artifacts/{id}/schedules",
                        "PUT /api/workspaces/{ws}/artifacts/{id}/schedules/{scheduleId}",
                        "PATCH /api/workspaces/{ws}/artifacts/{id}/schedules/{scheduleId}",
                        "PUT /api/workspaces/{ws}/artifacts/{id}/my-binding",
                        "POST /api/workspaces/{ws}/artifacts/{id}/questions",
                        "PUT /api/admin/retention-policies/{scope}",
                        "PUT /api/admin/source-quotas/{ws}",
                        "POST /api/workspaces/{ws}/import",
                        "POST /api/workspaces/{ws}/artifacts/{id}/share-links",
                        "POST /api/workspaces/{ws}/artifacts/{id}/subscriptions",
                        "POST /api/workspaces/{ws}/artifacts/{id}/alerts");
    }

    private Http.Reply openApi() {
        URI root = URI.create(base.getProtocol() + "://" + base.getHost() + ":" + base.getPort() + "/");
        return new Http(root).get("openapi");
    }

    /** Each media type has a named schema (or an array of one), or is a raw stream (a file upload, server-sent events). */
    /**
     * The agent-facing OpenAPI document (itself an OpenAPI document) and the generic tool call, whose body and
     * answer are typed per tool in that document (AgentToolsIT checks it with a real parser).
     */
    private static final Set<String> AGENT_SURFACE =
            Set.of("GET /api/openapi/nodes.json", "POST /api/tools/{toolName}");

    private static boolean typed(JsonNode content) {
        return content != null
                && content.size() > 0
                && listOf(content.elements()).stream()
                        .map(media -> media.get("schema"))
                        .allMatch(schema -> schema != null
                                && (schema.has("$ref")
                                        || schema.at("/items/$ref").isTextual()
                                        || schema.path("type").asText().equals("string")));
    }

    /** The component schemas the paths refer to, directly or through other schemas. */
    private static List<String> reachable(JsonNode document) {
        List<String> found = new ArrayList<>();
        List<JsonNode> pending = new ArrayList<>(List.of(document.get("paths")));
        while (!pending.isEmpty()) {
            for (String ref : pending.remove(0).findValuesAsText("$ref")) {
                String name = ref.substring(ref.lastIndexOf('/') + 1);
                if (!found.contains(name)) {
                    found.add(name);
                    pending.add(document.at("/components/schemas/" + name));
                }
            }
        }
        return found;
    }

    private static <T> List<T> listOf(Iterator<T> iterator) {
        List<T> list = new ArrayList<>();
        iterator.forEachRemaining(list::add);
        return list;
    }

    @Test
    void flywayAppliedTheMigrationsBeforeTheApplicationStarted() throws Exception {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery(
                        "SELECT version, success FROM flyway_schema_history WHERE version = '1'")) {
            assertTrue(rs.next(), "migration 1 recorded");
            assertTrue(rs.getBoolean("success"), "migration 1 succeeded");
        }
    }

    @Test
    void aCamelRouteRunsInsideTheDeployment() {
        Map<?, ?> reply = camel.requestBody(ProbeRoute.URI, "ping", Map.class);

        assertEquals("mnemos-probe", reply.get("routedBy"));
        assertEquals("Started", reply.get("status"));
    }
}
