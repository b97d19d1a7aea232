package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.util.UUID;
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
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Artifact versions over HTTP and PostgreSQL on the superstore table: an offline first draft, private drafts
 * per editor, undo, publish as compare-and-set, diff, revert as a new version, ETags, and the viewer's rules.
 */
@ExtendWith(ArquillianExtension.class)
class ArtifactVersionsIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @ArquillianResource
    URL base;

    private Http alice;
    private Http bob;
    private Http vic;
    private String workspace;
    private String dataSource;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void profiledSuperstore() throws Exception {
        ArtifactWorkspace ground = ArtifactWorkspace.onSuperstore(base, DATA);
        alice = ground.alice();
        bob = ground.bob();
        vic = ground.vic();
        workspace = ground.workspace();
        dataSource = ground.dataSource();
    }

    @Test
    void draftsUndoPublishConflictDiffAndRevert() throws Exception {
        String id = create();
        assertThat(alice.get(artifact(id) + "/versions").json()).isEmpty();
        assertThat(bob.get(artifact(id) + "/draft").json().get("code").asText()).isEqualTo("DRAFT_NOT_FOUND");

        for (String title : new String[] {"A", "B", "C"}) {
            assertThat(alice.put(artifact(id) + "/draft", edit(alice, id, title))
                            .status())
                    .isEqualTo(200);
        }
        alice.post(artifact(id) + "/draft/undo", "");
        JsonNode undone = alice.post(artifact(id) + "/draft/undo", "").json();
        assertThat(titleOf(undone)).isEqualTo("A");
        assertThat(undone.get("redoable").asInt()).isEqualTo(2);
        JsonNode v1 = publish(alice, id, 201);
        assertThat(v1.get("number").asInt()).isEqualTo(1);
        assertThat(v1.get("source").asText()).isEqualTo("EDITED");

        assertThat(bob.put(artifact(id) + "/draft", edit(alice, id, "Bob's")).status())
                .isEqualTo(200);
        assertThat(titleOf(bob.get(artifact(id) + "/draft").json())).isEqualTo("Bob's");
        assertThat(titleOf(alice.get(artifact(id) + "/draft").json())).isEqualTo("A");
        alice.put(artifact(id) + "/draft", edit(alice, id, "Second"));
        assertThat(publish(alice, id, 201).get("number").asInt()).isEqualTo(2);

        JsonNode conflict = publish(bob, id, 409);
        assertThat(conflict.get("code").asText()).isEqualTo("VERSION_CONFLICT");
        assertThat(conflict.get("head").asInt()).isEqualTo(2);
        assertThat(conflict.at("/diff/unified").asText())
                .contains("-  \"title\": \"Second\"", "+  \"title\": \"Bob's\"");

        JsonNode diff = alice.get(artifact(id) + "/diff?from=1&to=2").json();
        assertThat(diff.get("unified").asText())
                .startsWith("--- v1\n+++ v2\n")
                .contains("-  \"title\": \"A\"", "+  \"title\": \"Second\"");
        assertThat(diff.get("rows").findValuesAsText("tag")).containsOnlyOnce("CHANGE");

        Http.Reply v3 = alice.post(artifact(id) + "/versions/1/revert", "");
        assertThat(v3.status()).isEqualTo(201);
        assertThat(v3.json().get("number").asInt()).isEqualTo(3);
        assertThat(v3.json().get("revertedFrom").asInt()).isEqualTo(1);
        Http.Reply first = alice.get(artifact(id) + "/versions/1");
        Http.Reply third = alice.get(artifact(id) + "/versions/3");
        assertThat(third.json().get("content").asText())
                .isEqualTo(first.json().get("content").asText());
        assertThat(third.etag())
                .isEqualTo(first.etag())
                .isEqualTo("\"" + first.json().get("sha256").asText() + "\"");
        assertThat(alice.get(artifact(id) + "/versions").json().findValuesAsText("source"))
                .containsExactly("EDITED", "EDITED", "REVERT");
        assertThat(alice.get(artifact(id)).json().get("head").asInt()).isEqualTo(3);
    }

    @Test
    void ifMatchGuardsDraftSavesAndPublishes() throws Exception {
        String id = create();
        assertThat(bob.withHeader("If-Match", "\"r1\"")
                        .put(artifact(id) + "/draft", edit(alice, id, "B"))
                        .status())
                .as("no draft, so no revision to match")
                .isEqualTo(412);
        Http.Reply draft = alice.get(artifact(id) + "/draft");
        assertThat(draft.etag()).isEqualTo("\"r1\"");
        Http.Reply saved =
                alice.withHeader("If-Match", draft.etag()).put(artifact(id) + "/draft", edit(alice, id, "X"));
        assertThat(saved.status()).isEqualTo(200);
        assertThat(saved.etag()).isEqualTo("\"r2\"");

        Http.Reply stale =
                alice.withHeader("If-Match", draft.etag()).put(artifact(id) + "/draft", edit(alice, id, "Y"));
        assertThat(stale.status()).isEqualTo(412);
        assertThat(stale.json().get("code").asText()).isEqualTo("PRECONDITION_FAILED");
        assertThat(alice.withHeader("If-Match", "\"r1\"")
                        .post(artifact(id) + "/publish", "")
                        .status())
                .isEqualTo(412);
        assertThat(alice.withHeader("If-Match", saved.etag())
                        .post(artifact(id) + "/publish", "")
                        .status())
                .isEqualTo(201);

        Http.Reply unknownColumn =
                alice.put(artifact(id) + "/draft", body(draftJson(alice, id).replace("\"Sales\"", "\"Margin\"")));
        assertThat(unknownColumn.status()).isEqualTo(422);
        assertThat(unknownColumn.json().get("errors").findValuesAsText("pointer"))
                .allMatch(p -> p.startsWith("/content/"));
    }

    @Test
    void aViewerReadsPublishedVersionsOnlyAndOtherWorkspacesSeeNothing() throws Exception {
        String id = create();
        publish(alice, id, 201);

        assertThat(vic.post("api/workspaces/" + workspace + "/artifacts", createBody())
                        .status())
                .isEqualTo(403);
        assertThat(vic.put(artifact(id) + "/draft", edit(alice, id, "V")).status())
                .isEqualTo(403);
        assertThat(vic.post(artifact(id) + "/draft/undo", "").status()).isEqualTo(403);
        assertThat(vic.post(artifact(id) + "/publish", "").status()).isEqualTo(403);
        assertThat(vic.post(artifact(id) + "/versions/1/revert", "").status()).isEqualTo(403);
        assertThat(vic.get(artifact(id) + "/draft").status()).isEqualTo(404);
        assertThat(vic.get(artifact(id) + "/diff?from=1&to=draft").status()).isEqualTo(404);
        assertThat(vic.get(artifact(id) + "/versions/1").status()).isEqualTo(200);
        assertThat(vic.get(artifact(id) + "/versions").json()).hasSize(1);

        String elsewhere = Workspaces.create(alice, "other-" + UUID.randomUUID());
        assertThat(alice.get("api/workspaces/" + elsewhere + "/artifacts/" + id)
                        .json()
                        .get("code")
                        .asText())
                .isEqualTo("ARTIFACT_NOT_FOUND");
        Http.Reply otherTenant = new Http(Http.root(base))
                .withToken(Tokens.mint("alice", "globex"))
                .get(artifact(id));
        assertThat(otherTenant.status()).isEqualTo(404);
    }

    private String create() {
        Http.Reply created = alice.post("api/workspaces/" + workspace + "/artifacts", createBody());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.json().at("/generation/generator").asText()).isEqualTo("offline");
        assertThat(created.json().at("/draft/baseVersion").asInt()).isZero();
        return created.json().at("/artifact/id").asText();
    }

    private String createBody() {
        return "{\"name\":\"Weekly operations\",\"dataSourceId\":\"" + dataSource
                + "\",\"instruction\":\"weekly operations dashboard\"}";
    }

    private String artifact(String id) {
        return "api/workspaces/" + workspace + "/artifacts/" + id;
    }

    private JsonNode publish(Http who, String id, int status) {
        Http.Reply reply = who.post(artifact(id) + "/publish", "");
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        return reply.json();
    }

    /** The draft of {@code source} with another title, as a PUT body for whoever sends it. */
    private String edit(Http source, String id, String title) throws Exception {
        ObjectNode spec = (ObjectNode) JSON.readTree(draftJson(source, id));
        return body(spec.put("title", title).toString());
    }

    private String draftJson(Http source, String id) {
        return source.get(artifact(id) + "/draft").json().get("content").asText();
    }

    private static String body(String content) {
        return JSON.createObjectNode().put("content", content).toString();
    }

    private static String titleOf(JsonNode draft) throws Exception {
        return JSON.readTree(draft.get("content").asText()).get("title").asText();
    }
}
