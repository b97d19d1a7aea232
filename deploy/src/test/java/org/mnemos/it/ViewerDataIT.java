package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Issue 11, behaviour 6 and "ask about this dashboard", over HTTP and PostgreSQL on the superstore table: a
 * viewer binds a CSV of their own with the same schema and sees the dashboard over their numbers, an
 * incompatible one is refused as drift, the owner and another viewer keep the shared data and never see the
 * binding; questions are answered offline from the page's data with citations and change nothing.
 */
@ExtendWith(ArquillianExtension.class)
class ViewerDataIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final int OWN_ROWS = 40;
    private static final int SALES = 17;
    private static final int QUANTITY = 18;
    private static final int DISCOUNT = 19;
    /** Every row of the viewer's own file sold this much: their total is exactly 40 × 100.5. */
    private static final String OWN_SALE = "100.5";

    @ArquillianResource
    URL base;

    @TempDir
    Path files;

    private Http alice;
    private Http vic;
    private Http vera;
    private String workspace;
    private String artifact;
    private ArtifactWorkspace ground;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void publishedSuperstoreDashboard() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
        alice = ground.alice();
        vic = ground.vic();
        workspace = ground.workspace();
        Workspaces.addMember(alice, workspace, "vera", "VIEWER");
        vera = new Http(Http.root(base)).withToken(Tokens.mint("vera", "acme"));
        Http.Reply created = alice.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":\"Sales\",\"dataSourceId\":\"" + ground.dataSource()
                        + "\",\"instruction\":\"sales dashboard\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        artifact = "api/workspaces/" + workspace + "/artifacts/"
                + created.json().at("/artifact/id").asText();
        Http.Reply published = alice.post(artifact + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);
    }

    @Test
    void aViewersOwnCompatibleDataIsRenderedForThemAlone() throws Exception {
        String own = ownCsv(vic, "emea", row -> row);

        Http.Reply bound = vic.put(artifact + "/my-binding", "{\"dataSourceId\":\"" + own + "\"}");
        assertThat(bound.status()).as(bound.body()).isEqualTo(200);
        assertThat(bound.json().get("dataSourceName").asText()).isEqualTo("emea");
        assertThat(bound.json().get("rowCount").asLong()).isEqualTo(OWN_ROWS);

        HttpResponse<String> mine = render(vic, "");
        assertThat(mine.headers().firstValue("Mnemos-Data")).hasValue("own; source=" + own);
        assertThat(mine.headers().firstValue("Mnemos-Rows")).hasValue(OWN_ROWS + "; truncated=false");
        assertThat(mine.body())
                .as("the page's datasets hold the viewer's total, 40 × 100.5")
                .contains("id=\"mnemos-data-note\"", "Your data: emea", ":4020");

        HttpResponse<String> sharedForVic = render(vic, "?data=shared");
        assertThat(sharedForVic.headers().firstValue("Mnemos-Data")).hasValue("shared");
        assertThat(sharedForVic.headers().firstValue("Mnemos-Rows")).hasValue("9994; truncated=false");
        for (Http other : List.of(alice, vera)) {
            HttpResponse<String> page = render(other, "");
            assertThat(page.headers().firstValue("Mnemos-Data")).hasValue("shared");
            assertThat(page.headers().firstValue("Mnemos-Rows")).hasValue("9994; truncated=false");
            assertThat(page.body()).doesNotContain("mnemos-data-note");
            assertThat(other.get(artifact + "/my-binding").json().get("code").asText())
                    .isEqualTo("BINDING_NOT_FOUND");
        }
        Http.Reply borrowed = vera.put(artifact + "/my-binding", "{\"dataSourceId\":\"" + own + "\"}");
        assertThat(borrowed.status())
                .as("another member's own source is not found")
                .isEqualTo(404);
        assertThat(borrowed.json().get("code").asText()).isEqualTo("DATA_SOURCE_NOT_FOUND");
        assertThat(vera.get(artifact + "/my-binding").status()).isEqualTo(404);
        assertThat(alice.get(artifact + "/versions").json())
                .as("the shared artifact is untouched")
                .hasSize(1);
        assertThat(alice.get(artifact).json().get("head").asInt()).isEqualTo(1);

        Http.Reply reread = vic.post(artifact + "/my-binding/refreshes", "");
        assertThat(reread.status()).as(reread.body()).isEqualTo(200);
        assertThat(reread.json().get("boundAt").asText())
                .isEqualTo(bound.json().get("boundAt").asText());

        assertThat(vic.delete(artifact + "/my-binding").status()).isEqualTo(204);
        assertThat(render(vic, "").headers().firstValue("Mnemos-Data")).hasValue("shared");
        assertThat(vic.get(artifact + "/my-binding").status()).isEqualTo(404);
    }

    /**
     * Issue 29, Medium 5: a member's own source is theirs and the stewards'. Another viewer finds it nowhere
     * (list, read, preview, test, stored profile, upload, delete: the 404 of no source at all); the owner and a
     * steward list and read it; the workspace's export leaves it out.
     */
    @Test
    void aViewersOwnSourceIsFoundByThemAndTheStewardsOnly() throws Exception {
        String own = vicsBoundCsv();
        String sources = "api/workspaces/" + workspace + "/data-sources";
        String nowhere = sources + "/" + UUID.randomUUID();

        assertThat(vera.get(sources).body()).doesNotContain(own, "emea");
        for (String path : List.of("", "/preview", "/profile")) {
            Http.Reply read = vera.get(sources + "/" + own + path);
            assertThat(read.status()).as("GET " + path).isEqualTo(404);
            assertThat(read.json().get("code").asText()).isEqualTo("DATA_SOURCE_NOT_FOUND");
            Http.Reply none = vera.get(nowhere + path);
            assertThat(read.json().get("detail").asText().replace(own, "ID"))
                    .as("the same answer as for no source at all")
                    .isEqualTo(
                            none.json().get("detail").asText().replace(nowhere.substring(sources.length() + 1), "ID"));
        }
        assertThat(vera.post(sources + "/" + own + "/test", "").status()).isEqualTo(404);
        assertThat(vera.put(sources + "/" + own + "/file", "text/csv", files.resolve("emea.csv"))
                        .status())
                .isEqualTo(404);
        assertThat(vera.delete(sources + "/" + own).status()).isEqualTo(404);

        for (Http steward : List.of(alice, ground.bob())) {
            assertThat(steward.get(sources).body()).contains(own);
            Http.Reply read = steward.get(sources + "/" + own);
            assertThat(read.status()).isEqualTo(200);
            assertThat(read.json().get("personal").asBoolean()).isTrue();
        }
        assertThat(vic.get(sources).body()).contains(own);
        assertThat(vic.get(sources + "/" + own + "/preview").status()).isEqualTo(200);
        String export = alice.exchange("api/workspaces/" + workspace + "/export", "application/x-ndjson")
                .body();
        assertThat(export).contains("\"superstore\"").doesNotContain(own, "\"emea\"");
        assertThat(render(vic, "").headers().firstValue("Mnemos-Data")).hasValue("own; source=" + own);
    }

    /** Low, issue 29: deleting a source an artifact shows is a 409 naming the artifact, and deletes nothing. */
    @Test
    void aSourceAnArtifactShowsIsNotDeleted() {
        String shared = "api/workspaces/" + workspace + "/data-sources/" + ground.dataSource();

        Http.Reply refused = alice.delete(shared);

        assertThat(refused.status()).as(refused.body()).isEqualTo(409);
        assertThat(refused.json().get("code").asText()).isEqualTo("DATA_SOURCE_IN_USE");
        assertThat(refused.json().at("/artifacts/0/name").asText()).isEqualTo("Sales");
        assertThat(refused.json().at("/artifacts/0/id").asText())
                .isEqualTo(artifact.substring(artifact.lastIndexOf('/') + 1));
        assertThat(alice.get(shared).status()).isEqualTo(200);
        assertThat(alice.get(shared + "/preview?rows=1").status())
                .as("its file is kept")
                .isEqualTo(200);
    }

    @Test
    void anIncompatibleSourceIsDriftAndBindsNothing() throws Exception {
        String own = vicsBoundCsv();
        String broken = ownCsv(vic, "broken", row -> {
            if (!row.get(QUANTITY).equals("Quantity")) {
                row.set(QUANTITY, "lots");
            }
            row.remove(SALES);
            return row;
        });

        Http.Reply drift = vic.put(artifact + "/my-binding", "{\"dataSourceId\":\"" + broken + "\"}");

        assertThat(drift.status()).as(drift.body()).isEqualTo(409);
        assertThat(drift.json().get("code").asText()).isEqualTo("SCHEMA_DRIFT");
        assertThat(texts(drift.json().get("missingColumns"))).containsExactly("Sales");
        assertThat(texts(drift.json().get("changedColumns"))).containsExactly("Quantity");
        assertThat(vic.get(artifact + "/my-binding").json().get("dataSourceId").asText())
                .as("the earlier binding stands")
                .isEqualTo(own);
        assertThat(render(vic, "").headers().firstValue("Mnemos-Data")).hasValue("own; source=" + own);
        assertThat(render(alice, "").headers().firstValue("Mnemos-Rows")).hasValue("9994; truncated=false");
    }

    @Test
    void aViewersQuestionIsAnsweredOfflineFromTheirPagesDataAndChangesNothing() throws Exception {
        JsonNode spec = Workspaces.parse(
                alice.get(artifact + "/versions/1").json().get("content").asText());
        JsonNode salesKpi = spec.at("/kpis/0");
        assertThat(salesKpi.get("field").asText()).isEqualTo("Sales");
        assertThat(salesKpi.get("aggregate").asText()).isEqualTo("sum");
        String question = "{\"question\":\"What are the total sales?\"}";
        String memoriesBefore = memories();

        Http.Reply shared = vic.post(artifact + "/questions", question);
        assertThat(shared.status()).as(shared.body()).isEqualTo(200);
        assertThat(shared.json().get("generator").asText()).isEqualTo("offline");
        assertThat(shared.json().get("answer").asText()).startsWith("No language model is configured");
        JsonNode sharedCitation = kpiCitation(shared.json(), salesKpi.get("id").asText());
        assertThat(sharedCitation.get("title").asText())
                .isEqualTo(salesKpi.get("title").asText());
        assertThat(sharedCitation.get("value").decimalValue()).isEqualByComparingTo("2297200.8603");

        String own = ownCsv(vic, "emea", row -> row);
        vic.put(artifact + "/my-binding", "{\"dataSourceId\":\"" + own + "\"}");
        String binding = vic.get(artifact + "/my-binding").body();
        Http.Reply mine = vic.post(artifact + "/questions", question);
        assertThat(kpiCitation(mine.json(), salesKpi.get("id").asText())
                        .get("value")
                        .decimalValue())
                .as("the viewer's own numbers")
                .isEqualByComparingTo(new BigDecimal(OWN_SALE).multiply(BigDecimal.valueOf(OWN_ROWS)));
        assertThat(mine.json().get("answer").asText()).contains("over your data 'emea'");
        assertThat(kpiCitation(
                                alice.post(artifact + "/questions", question).json(),
                                salesKpi.get("id").asText())
                        .get("value")
                        .decimalValue())
                .as("the owner still asks about the shared data")
                .isEqualByComparingTo("2297200.8603");

        assertThat(memories()).as("no memory was written or recalled").isEqualTo(memoriesBefore);
        assertThat(vic.get(artifact + "/my-binding").body()).isEqualTo(binding);
        assertThat(alice.get(artifact + "/versions").json()).hasSize(1);
        assertThat(vic.post(artifact + "/questions", "{\"question\":\"\"}").status())
                .isEqualTo(422);
    }

    /** Vic's own compatible CSV, bound to the artifact. */
    private String vicsBoundCsv() throws IOException {
        String own = ownCsv(vic, "emea", row -> row);
        assertThat(vic.put(artifact + "/my-binding", "{\"dataSourceId\":\"" + own + "\"}")
                        .status())
                .isEqualTo(200);
        return own;
    }

    /** A CSV source of {@code who}'s own: the superstore header and its first rows, changed by {@code edit}. */
    private String ownCsv(Http who, String name, UnaryOperator<List<String>> edit) throws IOException {
        List<String> lines = Files.readAllLines(DATA.resolve("superstore/superstore.csv"), StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        out.add(String.join(
                ",", edit.apply(new ArrayList<>(Arrays.asList(lines.get(0).split(",", -1))))));
        lines.stream()
                .skip(1)
                .filter(line -> !line.contains("\""))
                .limit(OWN_ROWS)
                .forEach(line -> {
                    List<String> row = new ArrayList<>(Arrays.asList(line.split(",", -1)));
                    row.set(SALES, OWN_SALE);
                    // A discount with a fraction, as the shared data has: whole numbers only would be drift.
                    row.set(DISCOUNT, "0.2");
                    out.add(String.join(",", edit.apply(row)));
                });
        Path csv = files.resolve(name + ".csv");
        Files.write(csv, out, StandardCharsets.UTF_8);
        String sources = "api/workspaces/" + workspace + "/data-sources";
        Http.Reply registered =
                who.post(sources, "{\"name\":\"" + name + "\",\"type\":\"CSV\",\"config\":{\"header\":true}}");
        assertThat(registered.status())
                .as("a viewer registers a CSV of their own: " + registered.body())
                .isEqualTo(201);
        String id = registered.json().get("id").asText();
        Http.Reply uploaded = who.put(sources + "/" + id + "/file", "text/csv", csv);
        assertThat(uploaded.status()).as(uploaded.body()).isEqualTo(200);
        return id;
    }

    private HttpResponse<String> render(Http who, String query) {
        HttpResponse<String> page = who.exchange(artifact + "/versions/1/render" + query, "text/html");
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        return page;
    }

    private static JsonNode kpiCitation(JsonNode answer, String id) {
        for (JsonNode citation : answer.get("citations")) {
            if (citation.get("type").asText().equals("kpi")
                    && citation.get("id").asText().equals(id)) {
                return citation;
            }
        }
        throw new AssertionError("no citation of KPI " + id + " in " + answer);
    }

    /** The workspace's memory as stored: every entry's id, status and use count. */
    private String memories() {
        JsonNode page =
                alice.get("api/workspaces/" + workspace + "/memories?size=200").json();
        List<String> entries = new ArrayList<>();
        for (JsonNode entry : page.get("items")) {
            entries.add(entry.get("id").asText() + " " + entry.get("status").asText() + " "
                    + entry.path("recallCount").asText());
        }
        return page.get("total").asText() + " " + entries;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }
}
