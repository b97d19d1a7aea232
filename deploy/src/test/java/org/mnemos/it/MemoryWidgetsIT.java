package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.execute;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.JobRunsClient;
import org.mnemos.it.support.LandingPage;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.WebElement;

/** The memory timeline and the retention policy editor on the landing page, in a real headless Chromium. */
@ExtendWith(ArquillianExtension.class)
class MemoryWidgetsIT {

    private static final String OLD = Instant.now().minus(Duration.ofDays(60)).toString();
    private static final String GREEN = "rgba(31, 138, 76, 1)";
    private static final String RED = "rgba(198, 40, 40, 1)";

    @ArquillianResource
    URL base;

    private String tenant;
    private String token;
    private Http admin;
    private String ws;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspace() {
        tenant = "t-" + UUID.randomUUID();
        token = Tokens.mint("ada", tenant, "admin");
        admin = new Http(Http.root(base)).withToken(token);
        ws = Workspaces.create(admin, "widgets");
    }

    private String remember(ObjectNode in) {
        return Workspaces.remember(admin, ws, null, in);
    }

    private static ObjectNode said(String content) {
        return input().put("content", content);
    }

    private List<String> recalled(String query) {
        return execute(admin, "recall", ws, null, input().put("query", query))
                .json()
                .at("/output/results")
                .findValuesAsText("id");
    }

    @Test
    void aPinnedEntryTurnsGreenAndSurvivesDecayWhileItsFadingNeighbourLeavesTheTimelineLive() throws Exception {
        String pinned =
                remember(said("The Lisbon office kept its old fax machine").put("observedAt", OLD));
        String fading = remember(said("A courier once lost a parcel near Porto").put("observedAt", OLD));
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            page.waiting()
                    .until(b ->
                            page.node(pinned).size() == 1 && page.node(fading).size() == 1);
            page.waiting().until(b -> "FORGET".equals(page.indicator(pinned)) && RED.equals(page.colour(pinned)));
            String title = page.waiting()
                    .until(b -> page.node(pinned)
                            .get(0)
                            .findElement(By.cssSelector(".indicator"))
                            .getAttribute("title"));
            assertThat(title).startsWith("Decay score 0.0999").contains("marked for forgetting");

            page.act(pinned, "retain");
            page.waiting().until(b -> "RETAINED".equals(page.indicator(pinned)) && GREEN.equals(page.colour(pinned)));
            page.waiting()
                    .until(b -> page.timeline()
                            .findElement(By.cssSelector(".live"))
                            .getText()
                            .equals("live"));

            JsonNode run = JobRunsClient.run(admin, "intelligent-decay", "{\"workspace\":\"" + ws + "\"}");
            assertThat(run.get("status").asText()).isEqualTo("COMPLETED");
            assertThat(run.at("/metrics/deleted").asInt()).isEqualTo(1);

            page.waiting().until(b -> page.node(fading).isEmpty());
            page.waiting().until(b -> "RETAINED".equals(page.indicator(pinned)));
        }
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + pinned).status())
                .isEqualTo(200);
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + fading).status())
                .isEqualTo(404);
    }

    @Test
    void forgettingStrikesTheEntryThroughRemovesItAndRecallNoLongerReturnsIt() {
        String forgotten = remember(said("The Ghent warehouse ships on Tuesdays"));
        String kept = remember(said("The Lyon team meets on Thursdays"));
        assertThat(recalled("When does the Ghent warehouse ship?")).contains(forgotten);
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            page.waiting().until(b -> page.node(forgotten).size() == 1);

            page.act(forgotten, "forget");
            WebElement node = page.node(forgotten).get(0);
            assertThat(node.getAttribute("class")).contains("forgetting");
            assertThat(node.findElement(By.cssSelector(".content")).getCssValue("text-decoration"))
                    .contains("line-through");

            page.waiting().until(b -> page.node(forgotten).isEmpty());
            assertThat(page.node(kept)).hasSize(1);
        }
        assertThat(recalled("When does the Ghent warehouse ship?")).doesNotContain(forgotten);
        assertThat(admin.get("api/workspaces/" + ws + "/memories/" + forgotten).status())
                .isEqualTo(404);
    }

    @Test
    void consolidatingTwoSelectedEntriesReplacesThemWithOneConsolidatedNode() {
        String first = remember(said("The Antwerp depot closes at 17:00"));
        String second = remember(said("The Antwerp depot needs a booking for trucks"));
        String other = remember(said("The Lyon team meets on Thursdays"));
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            page.waiting().until(b -> page.nodes().size() == 3);
            WebElement consolidate = page.timeline().findElement(By.cssSelector(".consolidate"));
            page.node(first).get(0).findElement(By.cssSelector(".select")).click();
            assertThat(consolidate.isEnabled()).as("one entry is not a group").isFalse();
            page.node(second).get(0).findElement(By.cssSelector(".select")).click();
            assertThat(consolidate.getText()).isEqualTo("Consolidate now (2)");

            consolidate.click();
            page.waiting()
                    .until(b -> page.node(first).isEmpty()
                            && page.node(second).isEmpty()
                            && page.nodes().size() == 2);
            JsonNode semantic = admin.get("api/workspaces/" + ws + "/memories?kind=SEMANTIC")
                    .json()
                    .get("items");
            assertThat(semantic).hasSize(1);
            String merged = semantic.get(0).get("id").asText();
            page.waiting()
                    .until(b -> page.node(merged).size() == 1
                            && "consolidated".equals(page.node(merged).get(0).getAttribute("data-type"))
                            && page.node(merged)
                                    .get(0)
                                    .findElement(By.cssSelector(".content"))
                                    .getText()
                                    .contains("Antwerp depot"));
            assertThat(page.node(other)).hasSize(1);
        }
    }

    @Test
    void thePolicyEditorShowsFieldErrorsInPlaceAndItsDryRunListsTheExpectedCandidates() {
        String old = OLD;
        List<String> grouped = List.of(
                remember(onDepot("The Antwerp depot ships pallets on Mondays", "USER_STATEMENT", old)),
                remember(onDepot("The Antwerp depot closes at 17:00", "TOOL_OUTPUT", old)),
                remember(onDepot("The Antwerp depot needs a booking for trucks", "EXTERNAL_DOCUMENT", old)));
        String lone = remember(said("A visitor asked about parking once").put("observedAt", old));
        String pinned = remember(said("The CFO signs off budgets above 50k").put("observedAt", old));
        admin.post("api/workspaces/" + ws + "/memories/" + pinned + "/pin", "{}");
        remember(said("Quarter close is next Friday"));
        String expected = admin.put("api/admin/retention-policies/" + ws, "{\"theta\": 5}")
                .json()
                .at("/errors/0/message")
                .asText();
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            SearchContext editor = page.editorShowing(ws);
            WebElement theta = editor.findElement(By.cssSelector(".field[data-pointer='/theta'] input"));
            assertThat(theta.getAttribute("value")).isEqualTo("0.3");
            assertThat(editor.findElement(By.cssSelector(".scope")).getText()).contains(ws);

            theta.clear();
            theta.sendKeys("5");
            editor.findElement(By.cssSelector(".save")).click();
            page.waiting()
                    .until(b -> !editor.findElement(By.cssSelector(".field[data-pointer='/theta'] .error"))
                            .getText()
                            .isEmpty());
            assertThat(editor.findElement(By.cssSelector(".field[data-pointer='/theta'] .error"))
                            .getText())
                    .isNotBlank()
                    .isEqualTo(expected);
            assertThat(editor.findElement(By.cssSelector(".field[data-pointer='/alpha'] .error"))
                            .getText())
                    .isEmpty();
            assertThat(admin.get("api/admin/retention-policies/" + ws)
                            .json()
                            .get("theta")
                            .asDouble())
                    .isEqualTo(0.3);

            page.waiting()
                    .until(b -> editor.findElement(By.cssSelector(".dry-run")).isEnabled());
            editor.findElement(By.cssSelector(".dry-run")).click();
            page.waiting(Duration.ofSeconds(120))
                    .until(b ->
                            editor.findElement(By.cssSelector(".candidates")).isDisplayed());
            List<WebElement> rows = editor.findElements(By.cssSelector(".candidates tbody tr"));
            assertThat(rows.stream().map(r -> r.getAttribute("data-id")).collect(Collectors.toSet()))
                    .isEqualTo(Set.of(grouped.get(0), grouped.get(1), grouped.get(2), lone));
            // The lone entry's group of one is below minGroupSize: the dry run lists what the real run does with it.
            assertThat(rows)
                    .allSatisfy(r -> assertThat(
                                    r.findElements(By.tagName("td")).get(2).getText())
                            .isEqualTo(lone.equals(r.getAttribute("data-id")) ? "DELETE" : "CONSOLIDATE"));
            page.waiting()
                    .until(b -> editor.findElement(By.cssSelector(".runs tbody"))
                            .getText()
                            .contains("scored 6"));
        }
        assertThat(admin.get("api/workspaces/" + ws + "/memories")
                        .json()
                        .get("total")
                        .asInt())
                .as("dry")
                .isEqualTo(6);
    }

    @Test
    void thePolicyEditorsFormIsGeneratedFromThePolicySchemaAndABadValueIsRefusedAtItsField() {
        JsonNode schema = admin.get("api/admin/retention-policies/schema").json();
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            SearchContext editor = page.editorShowing(ws);
            assertThat(editor.findElements(By.cssSelector("form .field:not(fieldset) [name]")))
                    .extracting(input -> input.getAttribute("name"))
                    .containsExactly(
                            "scratchTtl",
                            "reviewInterval",
                            "onReviewDue",
                            "alpha",
                            "beta",
                            "gamma",
                            "lambdaPerDay",
                            "halfLifeDays",
                            "theta",
                            "maxUtility",
                            "consolidation.enabled",
                            "consolidation.minGroupSize",
                            "schedule.cron",
                            "schedule.zone",
                            "maxActiveEpisodic");
            assertThat(editor.findElement(By.cssSelector(".field[data-pointer='/scratchTtl'] > span"))
                            .getText())
                    .isEqualTo(schema.at("/properties/scratchTtl/title").asText())
                    .isEqualTo("Scratch lifetime");
            assertThat(editor.findElements(By.cssSelector("[name=job] option")))
                    .extracting(WebElement::getText)
                    .containsExactly("intelligent-decay", "scratch-expiry");

            WebElement ttl = editor.findElement(By.cssSelector("[name=scratchTtl]"));
            ttl.clear();
            ttl.sendKeys("soon");
            editor.findElement(By.cssSelector("[name='consolidation.enabled']")).click();
            editor.findElement(By.cssSelector(".save")).click();
            By error = By.cssSelector(".field[data-pointer='/scratchTtl'] > .error");
            page.waiting().until(b -> !editor.findElement(error).getText().isEmpty());
            assertThat(editor.findElement(error).getText()).isEqualTo("must be an ISO-8601 duration such as PT24H");
            assertThat(editor.findElement(By.cssSelector(".problem")).getText()).startsWith("INVALID_INPUT: ");

            ttl.clear();
            ttl.sendKeys("PT2H");
            editor.findElement(By.cssSelector(".save")).click();
            page.waiting()
                    .until(b -> editor.findElement(By.cssSelector(".saved")).isDisplayed());
            assertThat(editor.findElement(error).getText()).isEmpty();
        }
        JsonNode saved = admin.get("api/admin/retention-policies/" + ws).json();
        assertThat(saved.get("scratchTtl").asText()).isEqualTo("PT2H");
        assertThat(saved.at("/consolidation/enabled").asBoolean())
                .as("an unticked required box is false")
                .isFalse();
        assertThat(saved.get("theta").asDouble()).isEqualTo(0.3);
    }

    private static ObjectNode onDepot(String content, String source, String observedAt) {
        ObjectNode in = said(content).put("subject", "antwerp.depot").put("observedAt", observedAt);
        in.putObject("source").put("type", source);
        return in;
    }

    @Test
    void tenThousandEntriesShowTheirFirstPageQuicklyAndPageToTheOldest() throws Exception {
        seed(10_000);
        try (LandingPage page = new LandingPage(Http.root(base), token, ws)) {
            page.waiting().until(b -> page.nodes().size() == 50);
            assertThat(contents(page).get(0)).isEqualTo("Seeded entry 1");
            SearchContext timeline = page.timeline();
            assertThat(timeline.findElement(By.cssSelector(".summary")).getText())
                    .isEqualTo("1–50 of 10000 · page 1 of 200");
            assertThat((Number) page.script("return Math.max(...performance.getEntriesByType('resource')"
                            + ".filter(e => e.name.includes('/memories?page=0')).map(e => e.duration))"))
                    .as("ms to fetch the first page")
                    .matches(ms -> ms.doubleValue() > 0 && ms.doubleValue() < 2000);

            long start = System.nanoTime();
            timeline.findElement(By.cssSelector(".oldest")).click();
            page.waiting().until(b -> contents(page).contains("Seeded entry 10000"));
            assertThat(Duration.ofNanos(System.nanoTime() - start))
                    .as("to the oldest page")
                    .isLessThan(Duration.ofSeconds(3));
            assertThat(page.nodes()).hasSize(50);
            assertThat(contents(page).get(0)).isEqualTo("Seeded entry 9951");

            timeline.findElement(By.cssSelector(".newer")).click();
            page.waiting().until(b -> contents(page).contains("Seeded entry 9901"));
            assertThat(page.nodes()).hasSize(50);
        }
    }

    private static List<String> contents(LandingPage page) {
        return page.timeline().findElements(By.cssSelector(".node .content")).stream()
                .map(WebElement::getText)
                .toList();
    }

    /** Rows as Remember would store them (without embeddings), entry n recorded n minutes ago. */
    private void seed(int count) throws Exception {
        try (Connection db = TestEnvironment.open();
                PreparedStatement insert = db.prepareStatement("""
                INSERT INTO memory_entry (id, workspace_id, tenant, author, kind, category, content, claim_hash,
                    source_type, confidence, trust, recorded_at, utility, status)
                SELECT left('seed-' || n || '-' || md5(random()::text), 36), ?, ?, 'ada', 'EPISODIC', 'OBSERVATION',
                    'Seeded entry ' || n, md5(n::text) || md5(n::text), 'AGENT_INFERENCE', 0.5, 'LOW',
                    now() - n * interval '1 minute', 1, 'ACTIVE'
                FROM generate_series(1, ?) AS n""")) {
            insert.setString(1, ws);
            insert.setString(2, tenant);
            insert.setInt(3, count);
            assertThat(insert.executeUpdate()).isEqualTo(count);
        }
    }
}
