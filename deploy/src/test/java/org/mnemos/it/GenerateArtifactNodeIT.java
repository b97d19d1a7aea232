package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Workspaces;

/**
 * The Generate Artifact node over HTTP and PostgreSQL on the superstore table (offline generator): its output,
 * the caller's draft with the generation record, refinement by artifactId as an undoable edit carried to the
 * published version, the refusals of its input, the viewer's 403 and the catalog.
 */
@ExtendWith(ArquillianExtension.class)
class GenerateArtifactNodeIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @ArquillianResource
    URL base;

    private ArtifactWorkspace ground;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void profiledSuperstore() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
    }

    @Test
    void theNodeCreatesTheCallersDraftWithItsGenerationRecord() throws Exception {
        JsonNode out =
                generate(ground.alice(), input().put("name", "Sales").put("instruction", "weekly sales dashboard"));

        String id = out.get("artifactId").asText();
        assertThat(out.get("version").asInt()).isZero();
        assertThat(out.get("draft").asBoolean()).isTrue();
        JsonNode draft = ground.alice().get(artifact(id) + "/draft").json();
        assertThat(out.get("bytes").asInt())
                .isEqualTo(draft.get("content").asText().getBytes(StandardCharsets.UTF_8).length);
        JsonNode generation = draft.get("generation");
        assertThat(generation.get("generator").asText()).isEqualTo("offline");
        assertThat(generation.get("model").isNull()).isTrue();
        assertThat(generation.get("completionTokens").asInt()).isZero();
        assertThat(generation.get("promptTokens").asInt())
                .isEqualTo(out.get("promptTokens").asInt())
                .isGreaterThan(300);
        assertThat(generation.has("latencyMs")).isTrue();
        assertThat(draft.get("edited").asBoolean()).isFalse();
        assertThat(ground.alice().get(artifact(id)).json().get("name").asText()).isEqualTo("Sales");
        assertThat(ground.bob().get(artifact(id) + "/draft").json().get("code").asText())
                .isEqualTo("DRAFT_NOT_FOUND");
    }

    @Test
    void withAnArtifactIdTheNodeRefinesTheDraftUndoablyAndThePublishedVersionKeepsTheRecord() throws Exception {
        String id = generate(ground.alice(), input().put("instruction", "weekly sales dashboard"))
                .get("artifactId")
                .asText();
        JsonNode before = ground.alice().get(artifact(id) + "/draft").json();

        JsonNode out = generate(
                ground.alice(), input().put("artifactId", id).put("instruction", "show the charts as bars, top 10"));

        assertThat(out.get("artifactId").asText()).isEqualTo(id);
        assertThat(out.get("version").asInt()).isZero();
        JsonNode refined = ground.alice().get(artifact(id) + "/draft").json();
        JsonNode spec = JSON.readTree(refined.get("content").asText());
        assertThat(spec.get("charts").findValuesAsText("mark")).isNotEmpty().containsOnly("bar");
        assertThat(spec.get("tables").findValuesAsText("limit")).containsOnly("10");
        assertThat(refined.get("revision").asLong())
                .isEqualTo(before.get("revision").asLong() + 1);
        assertThat(refined.get("undoable").asInt()).isEqualTo(1);
        assertThat(refined.at("/generation/generator").asText()).isEqualTo("offline");

        JsonNode undone = ground.alice().post(artifact(id) + "/draft/undo", "").json();
        assertThat(undone.get("content").asText())
                .isEqualTo(before.get("content").asText());
        JsonNode redone = ground.alice().post(artifact(id) + "/draft/redo", "").json();
        assertThat(redone.get("content").asText())
                .isEqualTo(refined.get("content").asText());

        Http.Reply published = ground.alice().post(artifact(id) + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);
        assertThat(published.json().get("source").asText()).isEqualTo("GENERATED");
        assertThat(published.json().at("/generation/promptTokens").asInt())
                .isEqualTo(refined.at("/generation/promptTokens").asInt());
        assertThat(generate(ground.alice(), input().put("artifactId", id).put("instruction", "one decimal"))
                        .get("version")
                        .asInt())
                .isEqualTo(1);
    }

    @Test
    void refinementOverRestHonoursIfMatch() {
        String id = generate(ground.alice(), input().put("instruction", "weekly sales dashboard"))
                .get("artifactId")
                .asText();
        Http.Reply stale = ground.alice()
                .withHeader("If-Match", "\"r9\"")
                .post(artifact(id) + "/draft/generate", "{\"instruction\":\"as lines\"}");
        assertThat(stale.status()).isEqualTo(412);

        Http.Reply refined = ground.alice()
                .withHeader("If-Match", "\"r1\"")
                .post(artifact(id) + "/draft/generate", "{\"instruction\":\"two decimals\"}");
        assertThat(refined.status()).as(refined.body()).isEqualTo(200);
        assertThat(refined.etag()).isEqualTo("\"r2\"");
        assertThat(refined.json().at("/generation/generator").asText()).isEqualTo("offline");
        assertThat(ground.vic()
                        .post(artifact(id) + "/draft/generate", "{\"instruction\":\"as lines\"}")
                        .status())
                .isEqualTo(403);
    }

    @Test
    void aViewerIsRefusedAndUnsupportedChoicesAreNamed() {
        Http.Reply viewer =
                Workspaces.execute(ground.vic(), "generate-artifact", ground.workspace(), null, order(input()));
        assertThat(viewer.status()).isEqualTo(403);
        assertThat(viewer.json().get("code").asText()).isEqualTo("FORBIDDEN");

        Http.Reply report = Workspaces.execute(
                ground.alice(),
                "generate-artifact",
                ground.workspace(),
                null,
                order(input().put("format", "MARKDOWN_REPORT")));
        assertThat(report.status()).isEqualTo(422);
        assertThat(report.json().get("errors").findValuesAsText("pointer")).containsExactly("/input/format");

        Http.Reply program = Workspaces.execute(
                ground.alice(), "generate-artifact", ground.workspace(), null, order(input().put("form", "PROGRAM")));
        assertThat(program.status()).isEqualTo(422);
        assertThat(program.json().get("errors").findValuesAsText("pointer")).containsExactly("/input/form");
        assertThat(ground.alice()
                        .get("api/workspaces/" + ground.workspace() + "/artifacts")
                        .json())
                .isEmpty();
    }

    @Test
    void theCatalogShowsTheNodeAvailable() {
        JsonNode node = ground.alice().get("api/nodes/generate-artifact").json();
        assertThat(node.get("available").asBoolean()).isTrue();
        assertThat(node.at("/properties/properties").has("form")).isTrue();
        assertThat(node.at("/properties/properties").has("name")).isTrue();
    }

    private JsonNode generate(Http who, ObjectNode input) {
        Http.Reply reply = Workspaces.execute(who, "generate-artifact", ground.workspace(), null, order(input));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().get("port").asText()).isEqualTo("out");
        return reply.json().get("output");
    }

    private ObjectNode order(ObjectNode input) {
        input.put("dataSourceId", ground.dataSource());
        if (!input.has("instruction")) {
            input.put("instruction", "weekly sales dashboard");
        }
        return input;
    }

    private String artifact(String id) {
        return "api/workspaces/" + ground.workspace() + "/artifacts/" + id;
    }
}
