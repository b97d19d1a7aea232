package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
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
import org.mnemos.it.support.LandingPage;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A business process owner's whole path on the landing page, in a real headless Chromium and only through
 * the widgets (REST sets up the workspace's members, which has no UI): a steward registers the supply-chain
 * CSV by upload, profiles it, writes three task specifications, generates the weekly operations dashboard,
 * sees its draft rendered with KPI cards in the sandboxed frame, edits it, undoes the edit and publishes v1;
 * a viewer then sees v1 rendered, has no control that changes anything, and does not see the steward's draft.
 */
@ExtendWith(ArquillianExtension.class)
class BusinessOwnerWalkthroughIT {

    private static final Path CSV = Path.of(System.getProperty("mnemos.sample.data"))
            .resolve("supply-chain/scms-delivery-history.csv")
            .toAbsolutePath();
    private static final List<String> TASK_SPECS = List.of(
            "shipment mode colours Air=#3B82F6 Truck=#10B981 Ocean=#F59E0B",
            "Pack Price ≥ 95 green, < 80 red",
            "percentages with one decimal");
    private static final String SOURCES = "mnemos-data-sources";
    private static final String MEMORY = "mnemos-memory-editor";
    private static final String VIEWER = "mnemos-artifact-viewer";
    private static final String RENDERED = "const body = document.body; if (body && body.dataset.renderError)"
            + " return body.dataset.renderError; return body && body.dataset.rendered === 'true'"
            + " ? document.querySelectorAll('[data-kpi]').length : -1";
    private static final String PAGE_TEXT = "return document.body ? document.body.innerText : ''";

    @ArquillianResource
    URL base;

    private String tenant;
    private String workspace;
    private Http owner;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void workspaceWithAStewardAndAViewer() {
        tenant = "ops-" + UUID.randomUUID();
        owner = new Http(Http.root(base)).withToken(Tokens.mint("olga", tenant));
        workspace = Workspaces.create(owner, "weekly operations");
        Workspaces.addMember(owner, workspace, "sam", "STEWARD");
        Workspaces.addMember(owner, workspace, "vera", "VIEWER");
    }

    @Test
    void aStewardGoesFromCsvToPublishedDashboardAndAViewerSeesOnlyThePublishedVersion() {
        String artifact;
        try (LandingPage page = new LandingPage(Http.root(base), Tokens.mint("sam", tenant), workspace)) {
            String source = registerAndProfile(page);
            TASK_SPECS.forEach(spec -> addTaskSpec(page, spec));
            page.waiting().until(b -> "3".equals(section(page).getDomAttribute("data-count")));

            artifact = generate(page, source);
            int kpis = renderedKpis(page);
            assertThat(kpis).as("KPI cards of the generated draft").isGreaterThanOrEqualTo(3);
            String generated = content(page).getDomProperty("value");
            assertThat(page.widget(VIEWER)
                            .findElement(By.cssSelector(".generation"))
                            .getDomProperty("textContent"))
                    .contains("offline");

            saveEdit(page, generated.replaceFirst("\"title\": \"[^\"]*\"", "\"title\": \"Edited operations\""));
            page.waiting().until(b -> frameText(page).contains("Edited operations"));
            assertThat(steps(page)).isEqualTo("1/0");
            click(page, VIEWER, "[data-action=undo]");
            page.waiting().until(b -> generated.equals(content(page).getDomProperty("value")));
            page.waiting().until(b -> !frameText(page).contains("Edited operations"));
            assertThat(steps(page)).isEqualTo("0/1");

            click(page, VIEWER, "[data-action=publish]");
            page.waiting().until(b -> "v1".equals(host(page).getDomAttribute("data-showing")));
            assertThat(page.widget(VIEWER).findElements(By.cssSelector(".versions tbody tr")))
                    .hasSize(1)
                    .first()
                    .extracting(WebElement::getText)
                    .asString()
                    .contains("v1", "sam");
            assertThat(renderedKpis(page)).isEqualTo(kpis);

            saveEdit(page, generated.replaceFirst("\"title\": \"[^\"]*\"", "\"title\": \"Unpublished idea\""));
            page.waiting().until(b -> frameText(page).contains("Unpublished idea"));
        }
        JsonNode versions = owner.get("api/workspaces/" + workspace + "/artifacts/" + artifact + "/versions")
                .json();
        assertThat(versions.findValuesAsText("number")).containsExactly("1");

        try (LandingPage page = new LandingPage(Http.root(base), Tokens.mint("vera", tenant), workspace)) {
            SearchContext viewer = page.widget(VIEWER);
            page.waiting()
                    .until(b -> !viewer.findElements(By.cssSelector(".artifacts tr[data-id='" + artifact + "'] button"))
                            .isEmpty());
            assertThat(viewer.findElement(By.cssSelector(".create")).isDisplayed())
                    .isFalse();
            click(page, VIEWER, ".artifacts tr[data-id='" + artifact + "'] [data-action=open]");
            page.waiting().until(b -> "v1".equals(host(page).getDomAttribute("data-showing")));
            assertThat(renderedKpis(page)).isGreaterThanOrEqualTo(3);
            assertThat(frameText(page)).doesNotContain("Unpublished idea");

            assertThat(viewer.findElement(By.cssSelector(".draft")).isDisplayed())
                    .isFalse();
            assertThat(viewer.findElements(By.cssSelector("[data-action=revert]")))
                    .isEmpty();
            assertThat(new Select(viewer.findElement(By.cssSelector("[name=to]")))
                            .getOptions().stream().map(o -> o.getDomAttribute("value")))
                    .containsExactly("1");
            page.waiting()
                    .until(b -> page.widget(SOURCES)
                                    .findElements(By.cssSelector(".sources tbody tr"))
                                    .size()
                            == 1);
            assertThat(page.widget(SOURCES)
                            .findElement(By.cssSelector(".register"))
                            .isDisplayed())
                    .isFalse();
            assertThat(page.widget(SOURCES).findElements(By.cssSelector("[data-action=profile]")))
                    .isEmpty();
            page.waiting().until(b -> "3".equals(section(page).getDomAttribute("data-count")));
            assertThat(section(page).findElement(By.cssSelector(".compose")).isDisplayed())
                    .isFalse();
            assertThat(page.widget(MEMORY).findElements(By.cssSelector("[data-action=edit]")))
                    .isEmpty();
        }
    }

    @Test
    void aStewardRefinesComparesRevertsAndSeesFieldErrorsAndAPublishConflictInTheViewer() throws Exception {
        Http sam = new Http(Http.root(base)).withToken(Tokens.mint("sam", tenant));
        String artifact = publishedArtifact(sam);
        try (LandingPage page = new LandingPage(Http.root(base), Tokens.mint("sam", tenant), workspace)) {
            SearchContext viewer = page.widget(VIEWER);
            page.waiting()
                    .until(b -> !viewer.findElements(By.cssSelector(".artifacts tr[data-id='" + artifact + "'] button"))
                            .isEmpty());
            click(page, VIEWER, ".artifacts tr[data-id='" + artifact + "'] [data-action=open]");
            page.waiting().until(b -> "draft".equals(host(page).getDomAttribute("data-showing")));
            assertThat(viewer.findElement(By.cssSelector(".generation")).getDomProperty("textContent"))
                    .contains("offline", "prompt");

            String revision = host(page).getDomAttribute("data-revision");
            viewer.findElement(By.cssSelector("[name=refinement]")).sendKeys("top 10 rows");
            click(page, VIEWER, "[data-action=refine]");
            page.waiting().until(b -> !revision.equals(host(page).getDomAttribute("data-revision")));
            page.waiting().until(b -> frameText(page).contains("Top 10"));
            assertThat(steps(page)).isEqualTo("1/0");
            click(page, VIEWER, "[data-action=publish]");
            page.waiting().until(b -> "v2".equals(host(page).getDomAttribute("data-showing")));

            new Select(viewer.findElement(By.cssSelector("[name=from]"))).selectByValue("1");
            new Select(viewer.findElement(By.cssSelector("[name=to]"))).selectByValue("2");
            click(page, VIEWER, "[data-action=compare]");
            WebElement diff = page.waiting().until(b -> viewer.findElement(By.cssSelector(".diff[data-changes]")));
            assertThat(Integer.parseInt(diff.getDomAttribute("data-changes"))).isPositive();
            assertThat(diff.findElements(By.cssSelector("tr.CHANGE")))
                    .extracting(WebElement::getText)
                    .anyMatch(row -> row.contains("Top 10"));

            click(page, VIEWER, ".versions tr[data-id='1'] [data-action=revert]");
            page.waiting().until(b -> "v3".equals(host(page).getDomAttribute("data-showing")));
            assertThat(viewer.findElement(By.cssSelector(".versions tr[data-id='3']"))
                            .getText())
                    .contains("REVERT of v1");

            String draft = content(page).getDomProperty("value");
            WebElement editor = viewer.findElement(By.cssSelector("details.editor"));
            editor.findElement(By.cssSelector("summary")).click();
            content(page).clear();
            content(page).sendKeys(draft.replaceFirst("\"field\": \"[^\"]*\"", "\"field\": \"No Such Column\""));
            click(page, VIEWER, "[data-action=save]");
            WebElement error = page.waiting().until(b -> viewer.findElement(By.cssSelector(".content-errors li")));
            assertThat(error.getText()).startsWith("/kpis/0/field: ").contains("No Such Column");

            saveEdit(page, draft.replaceFirst("\"title\": \"[^\"]*\"", "\"title\": \"Late idea\""));
            click(page, VIEWER, "[data-action=publish]");
            page.waiting()
                    .until(b -> viewer.findElement(By.cssSelector(".problem"))
                            .getText()
                            .startsWith("VERSION_CONFLICT"));
            assertThat(viewer.findElement(By.cssSelector(".diff-caption")).getText())
                    .startsWith("v3 (published meanwhile)");
            assertThat(viewer.findElements(By.cssSelector(".diff tr.CHANGE")))
                    .extracting(WebElement::getText)
                    .anyMatch(row -> row.contains("Late idea"));
        }
        assertThat(sam.get("api/workspaces/" + workspace + "/artifacts/" + artifact + "/versions")
                        .json()
                        .findValuesAsText("source"))
                .as("a refinement is the generator's content")
                .containsExactly("GENERATED", "GENERATED", "REVERT");
    }

    @Test
    void editingAMemoryEntrySupersedesItOnItsSubjectOrReplacesItWithoutOne() {
        Http sam = new Http(Http.root(base)).withToken(Tokens.mint("sam", tenant));
        try (LandingPage page = new LandingPage(Http.root(base), Tokens.mint("sam", tenant), workspace)) {
            WebElement tools = category(page, "TOOL_CONFIG");
            page.waiting()
                    .until(b -> tools.findElement(By.cssSelector(".compose")).isDisplayed());
            tools.findElement(By.cssSelector("[name=content]")).sendKeys("charts use the bundled Vega library");
            tools.findElement(By.cssSelector(".add")).click();
            WebElement output = category(page, "OUTPUT_CONSTRAINT");
            output.findElement(By.cssSelector("[name=content]")).sendKeys("keep the page under 50 KB");
            output.findElement(By.cssSelector("[name=subject]")).sendKeys("page.size");
            output.findElement(By.cssSelector(".add")).click();
            page.waiting()
                    .until(b -> "1".equals(category(page, "TOOL_CONFIG").getDomAttribute("data-count"))
                            && "1".equals(category(page, "OUTPUT_CONSTRAINT").getDomAttribute("data-count")));
            String tool = entryId(page, "TOOL_CONFIG");
            String constraint = entryId(page, "OUTPUT_CONSTRAINT");

            edit(page, "TOOL_CONFIG", "charts use Vega-Lite through the bundled interpreter");
            edit(page, "OUTPUT_CONSTRAINT", "keep the page under 40 KB");

            assertThat(sam.get("api/workspaces/" + workspace + "/memories/" + tool)
                            .status())
                    .as("without a subject the old entry is forgotten")
                    .isEqualTo(404);
            JsonNode old = sam.get("api/workspaces/" + workspace + "/memories/" + constraint)
                    .json();
            assertThat(old.get("status").asText()).isEqualTo("SUPERSEDED");
            assertThat(old.get("supersededBy").asText()).isEqualTo(entryId(page, "OUTPUT_CONSTRAINT"));

            category(page, "TOOL_CONFIG")
                    .findElement(By.cssSelector("[data-action=forget]"))
                    .click();
            page.waiting().until(b -> "0".equals(category(page, "TOOL_CONFIG").getDomAttribute("data-count")));
        }
        assertThat(sam.get("api/workspaces/" + workspace + "/memories?category=TOOL_CONFIG")
                        .json()
                        .get("items"))
                .isEmpty();
    }

    /** Edits the only entry of a category in the memory editor and waits for the new text in its place. */
    private void edit(LandingPage page, String category, String text) {
        category(page, category)
                .findElement(By.cssSelector("[data-action=edit]"))
                .click();
        WebElement box = category(page, category).findElement(By.cssSelector("[name=edit]"));
        box.clear();
        box.sendKeys(text);
        category(page, category)
                .findElement(By.cssSelector("[data-action=save]"))
                .click();
        page.waiting()
                .until(b -> category(page, category).findElements(By.cssSelector("tbody tr td:first-child")).stream()
                        .map(WebElement::getText)
                        .toList()
                        .equals(List.of(text)));
    }

    private static String entryId(LandingPage page, String category) {
        return category(page, category).findElement(By.cssSelector("tbody tr")).getDomAttribute("data-id");
    }

    private static WebElement category(LandingPage page, String name) {
        return page.widget(MEMORY).findElement(By.cssSelector("section[data-category=" + name + "]"));
    }

    /** The set-up the first test makes through the UI, over REST: the profiled CSV and a generated v1. */
    private String publishedArtifact(Http sam) throws Exception {
        String source = sam.post(
                        "api/workspaces/" + workspace + "/data-sources",
                        "{\"name\":\"weekly supply chain\",\"type\":\"CSV\",\"config\":{\"header\":true}}")
                .json()
                .get("id")
                .asText();
        HttpRequest upload = HttpRequest.newBuilder(URI.create(
                        Http.root(base) + "api/workspaces/" + workspace + "/data-sources/" + source + "/file"))
                .header("Authorization", "Bearer " + Tokens.mint("sam", tenant))
                .PUT(HttpRequest.BodyPublishers.ofFile(CSV))
                .build();
        assertThat(Http.client()
                        .send(upload, HttpResponse.BodyHandlers.discarding())
                        .statusCode())
                .isEqualTo(200);
        assertThat(sam.post("api/workspaces/" + workspace + "/data-sources/" + source + "/profile", "{}")
                        .status())
                .isEqualTo(200);
        Http.Reply created = sam.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":\"Weekly operations\",\"dataSourceId\":\"" + source + "\"}");
        String artifact = created.json().at("/artifact/id").asText();
        assertThat(sam.post("api/workspaces/" + workspace + "/artifacts/" + artifact + "/publish", "")
                        .status())
                .isEqualTo(201);
        return artifact;
    }

    /** Registers the CSV by upload and profiles it in the data-sources panel; answers the source's id. */
    private String registerAndProfile(LandingPage page) {
        SearchContext sources = page.widget(SOURCES);
        page.waiting()
                .until(b -> sources.findElement(By.cssSelector(".register")).isDisplayed());
        sources.findElement(By.cssSelector("[name=name]")).sendKeys("weekly supply chain");
        new Select(sources.findElement(By.cssSelector("[name=type]"))).selectByValue("CSV");
        sources.findElement(By.cssSelector("[name=file]")).sendKeys(CSV.toString());
        click(page, SOURCES, ".add");
        WebElement row = page.waiting()
                .until(b -> sources.findElements(By.cssSelector(".sources tbody tr")).stream()
                        .filter(r -> r.getText().startsWith("weekly supply chain"))
                        .findFirst()
                        .orElse(null));
        String id = row.getDomAttribute("data-id");
        row.findElement(By.cssSelector("[data-action=profile]")).click();
        WebElement note = page.waiting()
                .until(b -> sources.findElement(By.cssSelector(".result[data-shown=profile] .result-note")));
        assertThat(Integer.parseInt(note.getDomAttribute("data-tokens"))).isPositive();
        assertThat(note.getText()).contains("10324 rows", "33 columns", "memory: STORED");
        assertThat(sources.findElement(By.cssSelector(".result tr[data-id='Shipment Mode']"))
                        .getText())
                .contains("categorical", "Air");
        return id;
    }

    private void addTaskSpec(LandingPage page, String spec) {
        WebElement section = section(page);
        int before = section.findElements(By.cssSelector("tbody tr")).size();
        section.findElement(By.cssSelector("[name=content]")).sendKeys(spec);
        section.findElement(By.cssSelector(".add")).click();
        page.waiting()
                .until(b ->
                        section(page).findElements(By.cssSelector("tbody tr")).size() == before + 1);
    }

    /** Generate Artifact in the viewer's catalog; answers the artifact's id once its draft is shown. */
    private String generate(LandingPage page, String source) {
        SearchContext viewer = page.widget(VIEWER);
        page.waiting()
                .until(b -> !viewer.findElements(By.cssSelector("[name=data-source] option[value='" + source + "']"))
                        .isEmpty());
        viewer.findElement(By.cssSelector("[name=artifact-name]")).sendKeys("Weekly operations");
        new Select(viewer.findElement(By.cssSelector("[name=data-source]"))).selectByValue(source);
        viewer.findElement(By.cssSelector("[name=instruction]")).sendKeys("weekly operations dashboard");
        click(page, VIEWER, ".generate");
        page.waiting().until(b -> "draft".equals(host(page).getDomAttribute("data-showing")));
        return host(page).getDomAttribute("artifact");
    }

    private void saveEdit(LandingPage page, String spec) {
        WebElement editor = page.widget(VIEWER).findElement(By.cssSelector("details.editor"));
        if (editor.getDomAttribute("open") == null) {
            editor.findElement(By.cssSelector("summary")).click();
        }
        String revision = host(page).getDomAttribute("data-revision");
        WebElement content = content(page);
        content.clear();
        content.sendKeys(spec);
        click(page, VIEWER, "[data-action=save]");
        page.waiting().until(b -> !revision.equals(host(page).getDomAttribute("data-revision")));
    }

    /** The number of KPI cards once the sandboxed frame's page says it is drawn. */
    private int renderedKpis(LandingPage page) {
        return page.waiting().until(b -> {
            Object kpis = inFrame(page, RENDERED);
            if (kpis instanceof String error) {
                throw new AssertionError("the dashboard did not render: " + error);
            }
            return kpis instanceof Number n && n.intValue() >= 0 ? n.intValue() : null;
        });
    }

    private static String frameText(LandingPage page) {
        return String.valueOf(inFrame(page, PAGE_TEXT));
    }

    /** The script's answer in the dashboard frame; null while the frame is being replaced. */
    private static Object inFrame(LandingPage page, String script) {
        try {
            return page.inFrame(VIEWER, "iframe.dashboard", script);
        } catch (WebDriverException e) {
            return null;
        }
    }

    /** "undoable/redoable" of the draft the viewer shows. */
    private static String steps(LandingPage page) {
        return host(page).getDomAttribute("data-undoable") + "/" + host(page).getDomAttribute("data-redoable");
    }

    private static WebElement content(LandingPage page) {
        return page.widget(VIEWER).findElement(By.cssSelector("[name=content]"));
    }

    private static WebElement section(LandingPage page) {
        return category(page, "TASK_SPEC");
    }

    private static WebElement host(LandingPage page) {
        return (WebElement) page.script("return document.querySelector(arguments[0])", VIEWER);
    }

    /** Clicks once the control can take it: the shell may still be showing the view that holds it. */
    private static void click(LandingPage page, String tag, String selector) {
        WebElement control = page.widget(tag).findElement(By.cssSelector(selector));
        page.waiting().until(b -> control.isDisplayed() && control.isEnabled());
        control.click();
    }
}
