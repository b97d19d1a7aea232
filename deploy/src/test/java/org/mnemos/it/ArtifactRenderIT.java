package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.SandboxedPage;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.postgresql.PGConnection;

/**
 * Rendered artifacts end to end: an offline draft of a shared sample table rendered exactly as the UI shows
 * it ({@link SandboxedPage}: fetched with the bearer token, put into {@code <iframe sandbox="allow-scripts" srcdoc>}) in a real
 * Chromium, every KPI read from the frame's DOM and compared with the aggregate PostgreSQL computes over the
 * same CSV; the frame's confinement; and the policy header and access rules of every render URL.
 */
@ExtendWith(ArquillianExtension.class)
class ArtifactRenderIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String POLICY = "Content-Security-Policy";
    private static final String HTML = "text/html";

    /** What the frame can reach of its parent's state and of the network: each probe's outcome. */
    private static final String PROBE_CONFINEMENT = String.join(
            "\n",
            "const done = arguments[arguments.length - 1];",
            "const outcome = probe => { try { probe(); return 'allowed'; } catch (e) { return e.name; } };",
            "const result = {",
            "  cookie: outcome(() => document.cookie),",
            "  localStorage: outcome(() => localStorage.getItem('parent-secret')),",
            "  sessionStorage: outcome(() => sessionStorage.getItem('mnemos.token')),",
            "  parentDocument: outcome(() => parent.document.title)",
            "};",
            "fetch('/api/workspaces').then(() => 'allowed', e => e.name)",
            "  .then(f => { result.fetch = f; done(result); });");

    @ArquillianResource
    URL base;

    private String aliceToken;
    private Http alice;
    private Http bob;
    private Http vic;
    private String workspace;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void members() {
        aliceToken = Tokens.mint("alice", "acme");
        alice = new Http(Http.root(base)).withToken(aliceToken);
        bob = new Http(Http.root(base)).withToken(Tokens.mint("bob", "acme"));
        vic = new Http(Http.root(base)).withToken(Tokens.mint("vic", "acme"));
        workspace = Workspaces.create(alice, "render-" + UUID.randomUUID());
        Workspaces.addMember(alice, workspace, "bob", "STEWARD");
        Workspaces.addMember(alice, workspace, "vic", "VIEWER");
    }

    @Test
    void superstoreKpisInTheSandboxedFrameEqualPostgresAggregatesAndTheFrameIsConfined() throws Exception {
        try (Drawn drawn = drawnWithKpisAsSql("superstore/superstore.csv", "superstore")) {
            assertThat(drawn.browser().findElements(By.cssSelector(".mnemos-table tbody tr")))
                    .hasSize(drawn.spec().at("/tables/0/limit").asInt());

            @SuppressWarnings("unchecked")
            Map<String, String> reach =
                    (Map<String, String>) ((JavascriptExecutor) drawn.browser()).executeAsyncScript(PROBE_CONFINEMENT);
            assertThat(reach)
                    .containsEntry("cookie", "SecurityError")
                    .containsEntry("localStorage", "SecurityError")
                    .containsEntry("sessionStorage", "SecurityError")
                    .containsEntry("parentDocument", "SecurityError")
                    .containsEntry("fetch", "TypeError");
        }
    }

    /** A version-2 spec over superstore: two dashboard filters, a donut, a stacked bar, a binned axis, a scaled KPI. */
    private static final String SPEC_V2 = """
            {"specVersion": 2, "title": "West and East, shipped",
             "kpis": [{"id": "sales", "title": "Sales", "field": "Sales", "aggregate": "sum",
               "format": {"type": "number", "decimals": 1, "scale": "thousands", "unit": "US$"}}],
             "charts": [
              {"id": "share", "title": "Profit by category", "mark": "arc", "x": {"field": "Category"},
               "y": {"field": "Profit", "aggregate": "sum"}, "donut": true},
              {"id": "stacked", "title": "Sales by category and segment", "mark": "bar",
               "x": {"field": "Category"}, "y": {"field": "Sales", "aggregate": "sum"},
               "colour": {"field": "Segment"}, "stack": "stacked"},
              {"id": "binned", "title": "Order lines by quantity", "mark": "bar",
               "x": {"field": "Quantity", "bin": {"step": 5}}, "y": {"field": "Sales", "aggregate": "count"}}],
             "tables": [],
             "layout": {"rows": [["sales"], ["share", "stacked", "binned"]]},
             "formatRules": {"categoryColours": [], "thresholds": [], "decimals": []},
             "filters": [{"field": "Region", "op": "in", "values": ["west", "EAST"]},
               {"field": "Ship Mode", "op": "notIn", "values": ["same day"]}],
             "notes": ["'margin': no column matches; nothing added"]}
            """;

    @Test
    void aVersion2SpecDrawsValuesEqualToPostgresAggregatesAndItsRefreshReChecksTheFilterColumn() throws Exception {
        Path csv = DATA.resolve("superstore/superstore.csv");
        String id = artifactOn(csv, "superstore-v2");
        Http.Reply put = alice.put(
                artifact(id) + "/draft",
                JSON.createObjectNode().put("content", SPEC_V2).toString());
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        try (Drawn drawn = new Drawn(Browser.open(), JSON.readTree(SPEC_V2));
                Connection db = TestEnvironment.open()) {
            WebDriver browser = drawn.browser();
            showDraft(browser, id);
            Scratch scratch = Scratch.of(db, csv);
            String kept = "lower(trim(" + scratch.column("Region") + ")) IN ('west', 'east') AND lower(trim("
                    + scratch.column("Ship Mode") + ")) <> 'same day'";
            String sales = scratch.number("Sales");
            assertPoints(
                    browser,
                    "share",
                    scratch.grouped(
                            db, scratch.column("Category"), null, "sum(" + scratch.number("Profit") + ")", kept));
            assertPoints(
                    browser,
                    "stacked",
                    scratch.grouped(
                            db, scratch.column("Category"), scratch.column("Segment"), "sum(" + sales + ")", kept));
            String bin = "(floor(" + scratch.number("Quantity") + " / 5) * 5)::int";
            assertPoints(
                    browser,
                    "binned",
                    scratch.grouped(db, bin + " || '–' || (" + bin + " + 4)", null, "count(" + sales + ")", kept));

            BigDecimal total = scratch.grouped(db, "'all'", null, "sum(" + sales + ")", kept)
                    .get("all");
            WebElement card = browser.findElement(By.cssSelector("[data-kpi='sales']"));
            DecimalFormat thousands = new DecimalFormat("#,##0.0", DecimalFormatSymbols.getInstance(Locale.US));
            thousands.setRoundingMode(RoundingMode.HALF_UP);
            assertThat(card.findElement(By.cssSelector(".mnemos-kpi-value")).getText())
                    .isEqualTo("US$" + thousands.format(total.movePointLeft(3)) + "K");
            assertThat(browser.findElement(By.cssSelector(".mnemos-notes")).getText())
                    .contains("'margin': no column matches; nothing added");
            assertThat(browser.findElements(By.cssSelector("[data-item='share'] .mnemos-chart svg path")))
                    .as("the donut drew its slices")
                    .hasSizeGreaterThanOrEqualTo(3);
        }

        assertThat(alice.post(artifact(id) + "/publish", "").status()).isEqualTo(201);
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<String> renamed = new ArrayList<>(lines);
        renamed.set(0, lines.get(0).replace("Ship Mode", "Shipping"));
        Path file = Files.createTempFile("superstore-renamed", ".csv");
        Files.write(file, renamed, StandardCharsets.UTF_8);
        String drifted = Workspaces.profiledCsv(alice, workspace, "renamed", file);
        Http.Reply refreshed = alice.post(artifact(id) + "/refreshes", "{\"dataSourceId\":\"" + drifted + "\"}");
        assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(409);
        assertThat(refreshed.json().get("code").asText()).isEqualTo("SCHEMA_DRIFT");
        assertThat(refreshed.body()).contains("Ship Mode");
    }

    /**
     * The rest of version 2 over superstore: an excluded category, a derived duration's median under a chart
     * filter, a top 3 with Others, month-of-year and weekday axes, a margin (y.per, percent) as KPI and chart,
     * and a chart whose y format scales its values.
     */
    private static final String SPEC_V2_MORE = """
            {"specVersion": 2, "title": "Shipping and margins, technology aside",
             "kpis": [{"id": "margin", "title": "Margin", "field": "Profit", "aggregate": "sum",
               "per": {"field": "Sales", "aggregate": "sum"}, "percent": true,
               "format": {"type": "percent", "decimals": 1}}],
             "charts": [
              {"id": "top", "title": "Top 3 sub-categories", "mark": "bar", "x": {"field": "Sub-Category", "sort": "-y"},
               "y": {"field": "Sales", "aggregate": "sum"}, "limit": {"n": 3, "others": true}},
              {"id": "days", "title": "Median days to ship, Central", "mark": "bar", "x": {"field": "Ship Mode"},
               "y": {"field": "Days to ship", "aggregate": "median"},
               "filters": [{"field": "Region", "op": "equals", "values": ["Central"]}]},
              {"id": "months", "title": "Sales by month of year", "mark": "line",
               "x": {"field": "Order Date", "timeUnit": "monthOfYear"}, "y": {"field": "Sales", "aggregate": "sum"}},
              {"id": "weekdays", "title": "Order lines by weekday", "mark": "bar",
               "x": {"field": "Order Date", "timeUnit": "weekday"}, "y": {"field": "Order ID", "aggregate": "count"}},
              {"id": "margins", "title": "Margin by region", "mark": "bar", "x": {"field": "Region"},
               "y": {"field": "Profit", "aggregate": "sum", "per": {"field": "Sales", "aggregate": "sum"},
                 "percent": true}},
              {"id": "scaled", "title": "Sales by segment", "mark": "bar", "x": {"field": "Segment"},
               "y": {"field": "Sales", "aggregate": "sum",
                 "format": {"type": "number", "decimals": 1, "scale": "thousands", "unit": "US$"}}}],
             "tables": [],
             "layout": {"rows": [["margin"], ["top", "days", "months"], ["weekdays", "margins", "scaled"]]},
             "formatRules": {"categoryColours": [], "thresholds": [], "decimals": []},
             "derived": [{"name": "Days to ship", "kind": "dateDiff", "from": "Order Date", "to": "Ship Date",
               "unit": "days"}],
             "exclusions": [{"field": "Category", "values": ["Technology"], "reason": "reported elsewhere"}]}
            """;

    @Test
    void theRestOfVersion2DrawsValuesEqualToPostgresAggregatesAndRefreshAndDiffFollowIt() throws Exception {
        Path csv = DATA.resolve("superstore/superstore.csv");
        String id = artifactOn(csv, "superstore-v2-more");
        Http.Reply put = alice.put(
                artifact(id) + "/draft",
                JSON.createObjectNode().put("content", SPEC_V2_MORE).toString());
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        try (Drawn drawn = new Drawn(Browser.open(), JSON.readTree(SPEC_V2_MORE));
                Connection db = TestEnvironment.open()) {
            WebDriver browser = drawn.browser();
            showDraft(browser, id);
            Scratch scratch = Scratch.of(db, csv);
            String kept = "lower(trim(" + scratch.column("Category") + ")) <> 'technology'";
            String sales = scratch.number("Sales");
            String ordered = "to_date(trim(" + scratch.column("Order Date") + "), 'MM/DD/YYYY')";
            String shipped = "to_date(trim(" + scratch.column("Ship Date") + "), 'MM/DD/YYYY')";
            String margin = "sum(" + scratch.number("Profit") + ") / sum(" + sales + ")";

            Map<String, BigDecimal> bySubCategory =
                    scratch.grouped(db, scratch.column("Sub-Category"), null, "sum(" + sales + ")", kept);
            List<Map.Entry<String, BigDecimal>> largest = bySubCategory.entrySet().stream()
                    .sorted(Map.Entry.<String, BigDecimal>comparingByValue().reversed())
                    .toList();
            Map<String, BigDecimal> top = new TreeMap<>();
            largest.subList(0, 3).forEach(e -> top.put(e.getKey(), e.getValue()));
            top.put(
                    "Others",
                    largest.subList(3, largest.size()).stream()
                            .map(Map.Entry::getValue)
                            .reduce(BigDecimal.ZERO, BigDecimal::add));
            assertPoints(browser, "top", top);
            assertPoints(
                    browser,
                    "days",
                    scratch.grouped(
                            db,
                            scratch.column("Ship Mode"),
                            null,
                            "percentile_cont(0.5) WITHIN GROUP (ORDER BY " + shipped + " - " + ordered + ")",
                            kept + " AND lower(trim(" + scratch.column("Region") + ")) = 'central'"));
            assertPoints(
                    browser,
                    "months",
                    scratch.grouped(db, "to_char(" + ordered + ", 'Mon')", null, "sum(" + sales + ")", kept));
            assertPoints(
                    browser,
                    "weekdays",
                    scratch.grouped(
                            db,
                            "to_char(" + ordered + ", 'Dy')",
                            null,
                            "count(" + scratch.column("Order ID") + ")",
                            kept));
            assertPoints(browser, "margins", scratch.grouped(db, scratch.column("Region"), null, margin, kept));
            Map<String, BigDecimal> bySegment =
                    scratch.grouped(db, scratch.column("Segment"), null, "sum(" + sales + ")", kept);
            assertPoints(browser, "scaled", bySegment);

            BigDecimal total = scratch.grouped(db, "'all'", null, margin, kept).get("all");
            WebElement card = browser.findElement(By.cssSelector("[data-kpi='margin']"));
            assertThat(new BigDecimal(card.getAttribute("data-value"))
                            .subtract(total)
                            .abs())
                    .isLessThanOrEqualTo(new BigDecimal("1e-9"));
            DecimalFormat thousands = new DecimalFormat("#,##0.0", DecimalFormatSymbols.getInstance(Locale.US));
            thousands.setRoundingMode(RoundingMode.HALF_EVEN);
            for (WebElement row :
                    browser.findElements(By.cssSelector("[data-item='scaled'] .mnemos-chart-data tbody tr"))) {
                BigDecimal value = bySegment.get(row.getAttribute("data-x"));
                assertThat(row.findElement(By.cssSelector(".mnemos-number")).getAttribute("textContent"))
                        .isEqualTo("US$" + thousands.format(value.movePointLeft(3)) + "K");
            }
            assertThat(browser.findElements(By.cssSelector("[data-item='scaled'] .role-axis-title")))
                    .extracting(title -> title.getAttribute("textContent"))
                    .contains("Sales (US$K)");
            assertThat(browser.findElement(By.cssSelector(".mnemos-notes")).getAttribute("textContent"))
                    .contains("Category Technology left out: reported elsewhere");
        }

        assertThat(alice.post(artifact(id) + "/publish", "").status()).isEqualTo(201);
        Http.Reply edited = alice.put(
                artifact(id) + "/draft",
                JSON.createObjectNode()
                        .put("content", SPEC_V2_MORE.replace("\"n\": 3,", "\"n\": 5,"))
                        .toString());
        assertThat(edited.status()).as(edited.body()).isEqualTo(200);
        List<String> diff = List.of(alice.get(artifact(id) + "/diff?from=1&to=draft")
                .json()
                .get("unified")
                .asText()
                .split("\n"));
        assertThat(diff)
                .anyMatch(line -> line.startsWith("-") && line.contains("\"n\": 3"))
                .anyMatch(line -> line.startsWith("+") && line.contains("\"n\": 5"));

        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<String> renamed = new ArrayList<>(lines);
        renamed.set(0, lines.get(0).replace("Ship Date", "Shipped"));
        Path file = Files.createTempFile("superstore-no-ship-date", ".csv");
        Files.write(file, renamed, StandardCharsets.UTF_8);
        String drifted = Workspaces.profiledCsv(alice, workspace, "no-ship-date", file);
        Http.Reply refreshed = alice.post(artifact(id) + "/refreshes", "{\"dataSourceId\":\"" + drifted + "\"}");
        assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(409);
        assertThat(refreshed.json().get("code").asText()).isEqualTo("SCHEMA_DRIFT");
        assertThat(refreshed.body())
                .as("the derived field's source column is re-checked")
                .contains("Ship Date");
    }

    /** The chart's point table in the page equals the SQL groups ({@code x} or {@code x|colour} → y). */
    private static void assertPoints(WebDriver browser, String chart, Map<String, BigDecimal> expected) {
        List<WebElement> rows =
                browser.findElements(By.cssSelector("[data-item='" + chart + "'] .mnemos-chart-data tbody tr"));
        Map<String, BigDecimal> shown = new TreeMap<>();
        for (WebElement row : rows) {
            String colour = row.getAttribute("data-colour");
            shown.put(
                    row.getAttribute("data-x") + (colour == null ? "" : "|" + colour),
                    new BigDecimal(row.getAttribute("data-y")));
        }
        assertThat(shown.keySet()).as(chart).containsExactlyInAnyOrderElementsOf(expected.keySet());
        expected.forEach(
                (key, value) -> assertThat(shown.get(key).subtract(value).abs())
                        .as("%s %s: page %s, SQL %s", chart, key, shown.get(key), value)
                        .isLessThanOrEqualTo(value.abs().max(BigDecimal.ONE).movePointLeft(9)));
    }

    @Test
    void supplyChainKpisInTheSandboxedFrameEqualPostgresAggregates() throws Exception {
        try (Drawn drawn = drawnWithKpisAsSql("supply-chain/scms-delivery-history.csv", "supply-chain")) {
            assertThat(drawn.spec().at("/tables/0/columns")).isNotEmpty();
            assertThat(drawn.browser().findElements(By.cssSelector(".mnemos-table th")))
                    .hasSize(drawn.spec().at("/tables/0/columns").size());
        }
    }

    @Test
    void everyRenderAnswerCarriesThePolicyAndOnlyMembersSeeWhatIsTheirs() throws Exception {
        String id = artifactOn(DATA.resolve("superstore/superstore.csv"), "superstore");
        assertThat(alice.post(artifact(id) + "/publish", "").status()).isEqualTo(201);

        HttpResponse<String> version = vic.exchange(artifact(id) + "/versions/1/render", HTML);
        assertThat(version.statusCode()).as(version.body()).isEqualTo(200);
        assertThat(version.headers().firstValue("Content-Type"))
                .hasValueSatisfying(
                        type -> assertThat(type).startsWith("text/html").containsIgnoringCase("charset=UTF-8"));
        String policy = version.headers().firstValue(POLICY).orElseThrow();
        assertThat(policy)
                .startsWith("sandbox allow-scripts; default-src 'none'; connect-src 'none'; ")
                .doesNotContain("unsafe-eval");
        String nonce = policy.replaceAll(".*'nonce-([^']+)'.*", "$1");
        assertThat(version.body())
                .as("a spec page's data block holds its datasets, computed from every row")
                .contains("<script type=\"application/json\" id=\"mnemos-data\" nonce=\"" + nonce
                        + "\">{\"rowCount\":9994,\"kpis\":{")
                .contains("content=\"" + policy.substring("sandbox allow-scripts; ".length()) + "\"")
                .as("every script carries the nonce")
                .doesNotContainPattern("<script(?![^>]*nonce=\"" + Pattern.quote(nonce) + "\")[^>]*>");
        assertThat(version.headers().firstValue("Mnemos-Rows")).hasValue("9994; truncated=false");
        assertThat(alice.exchange(artifact(id) + "/versions/1/render", HTML)
                        .headers()
                        .firstValue(POLICY)
                        .orElseThrow())
                .as("a fresh nonce per response")
                .isNotEqualTo(policy);

        HttpResponse<String> draft = alice.exchange(artifact(id) + "/draft/render", HTML);
        assertThat(draft.statusCode()).isEqualTo(200);
        assertThat(draft.headers().firstValue(POLICY)).isPresent();

        String elsewhere = Workspaces.create(alice, "other-" + UUID.randomUUID());
        Map<Http, String> notFound = Map.of(
                vic,
                artifact(id) + "/draft/render",
                bob,
                artifact(id) + "/draft/render",
                alice,
                artifact(id) + "/versions/7/render",
                new Http(Http.root(base)).withToken(Tokens.mint("alice", "globex")),
                artifact(id) + "/versions/1/render");
        notFound.forEach((who, path) -> assertProblem(who.exchange(path, HTML), 404));
        assertProblem(
                alice.exchange("api/workspaces/" + elsewhere + "/artifacts/" + id + "/versions/1/render", HTML), 404);
        assertThat(vic.exchange(artifact(id) + "/draft/render", HTML).body()).contains("DRAFT_NOT_FOUND");
        assertProblem(new Http(Http.root(base)).exchange(artifact(id) + "/versions/1/render", HTML), 401);
    }

    private static void assertProblem(HttpResponse<String> reply, int status) {
        assertThat(reply.statusCode()).as(reply.uri() + " " + reply.body()).isEqualTo(status);
        assertThat(reply.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(reply.headers().firstValue(POLICY))
                .hasValueSatisfying(policy -> assertThat(policy)
                        .startsWith("sandbox allow-scripts; default-src 'none'; connect-src 'none'; "));
    }

    /** A browser showing the offline draft of a sample table in the sandboxed frame, and the draft's spec. */
    private record Drawn(WebDriver browser, JsonNode spec) implements AutoCloseable {

        @Override
        public void close() {
            browser.quit();
        }
    }

    /**
     * The offline draft of a sample CSV drawn in the frame, its charts with marks and each KPI equal to the
     * aggregate PostgreSQL computes over the same file.
     */
    private Drawn drawnWithKpisAsSql(String sample, String name) throws Exception {
        Path csv = DATA.resolve(sample);
        String id = artifactOn(csv, name);
        JsonNode spec = JSON.readTree(
                alice.get(artifact(id) + "/draft").json().get("content").asText());
        assertThat(spec.get("kpis")).isNotEmpty();
        assertThat(spec.get("charts")).isNotEmpty();
        Drawn drawn = new Drawn(Browser.open(), spec);
        try {
            showDraft(drawn.browser(), id);
            assertThat(drawn.browser().findElements(By.cssSelector(".mnemos-chart svg path")))
                    .as("the charts drew marks")
                    .isNotEmpty();
            assertKpisEqualSql(drawn.browser(), spec, csv);
            return drawn;
        } catch (Exception | AssertionError e) {
            drawn.close();
            throw e;
        }
    }

    /** Shows the caller's draft in the sandboxed frame, drawn. */
    private void showDraft(WebDriver browser, String id) {
        SandboxedPage.show(browser, Http.root(base), artifact(id) + "/draft/render", aliceToken);
    }

    private void assertKpisEqualSql(WebDriver browser, JsonNode spec, Path csv) throws Exception {
        try (Connection db = TestEnvironment.open()) {
            Scratch scratch = Scratch.of(db, csv);
            for (JsonNode kpi : spec.get("kpis")) {
                WebElement card = browser.findElement(
                        By.cssSelector("[data-kpi='" + kpi.get("id").asText() + "']"));
                BigDecimal expected = scratch.aggregate(
                        db, kpi.get("field").asText(), kpi.get("aggregate").asText());
                BigDecimal shown = new BigDecimal(card.getAttribute("data-value"));
                assertThat(shown.subtract(expected).abs())
                        .as("%s: page %s, SQL %s", kpi.get("id").asText(), shown, expected)
                        .isLessThanOrEqualTo(expected.abs().max(BigDecimal.ONE).movePointLeft(9));
                assertThat(card.findElement(By.cssSelector(".mnemos-kpi-value")).getText())
                        .as(kpi.get("id").asText())
                        .isEqualTo(formatted(expected, kpi.get("format")));
            }
        }
    }

    /** A sample CSV loaded by COPY into a fresh table of text columns c0…cn; its header names them. */
    private record Scratch(String table, List<String> header) {

        static Scratch of(Connection db, Path csv) throws Exception {
            // The shared samples have plain headers (no quotes, no commas in names) and a byte order mark.
            List<String> header = List.of(Files.readAllLines(csv, StandardCharsets.UTF_8)
                    .get(0)
                    .replace("\uFEFF", "")
                    .split(","));
            String table = "render_" + UUID.randomUUID().toString().replace("-", "");
            String columns = IntStream.range(0, header.size())
                    .mapToObj(i -> "c" + i + " text")
                    .collect(Collectors.joining(", "));
            try (Statement sql = db.createStatement()) {
                sql.execute("CREATE TABLE " + table + " (" + columns + ")");
            }
            try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
                db.unwrap(PGConnection.class)
                        .getCopyAPI()
                        .copyIn("COPY " + table + " FROM STDIN WITH (FORMAT csv, HEADER true)", in);
            }
            return new Scratch(table, header);
        }

        String column(String field) {
            return "c" + header.indexOf(field);
        }

        String number(String field) {
            String column = "trim(" + column(field) + ")";
            return "CASE WHEN " + column + " ~ '^[-+]?[0-9]*\\.?[0-9]+([eE][-+]?[0-9]+)?$' THEN " + column
                    + "::numeric END";
        }

        /** {@code aggregate} per group of {@code x} (and {@code colour}, keyed "x|colour") of the rows {@code where} keeps. */
        Map<String, BigDecimal> grouped(Connection db, String x, String colour, String aggregate, String where)
                throws Exception {
            String key = colour == null ? x : x + " || '|' || " + colour;
            Map<String, BigDecimal> groups = new TreeMap<>();
            try (Statement sql = db.createStatement();
                    ResultSet result = sql.executeQuery("SELECT " + key + ", " + aggregate + " FROM " + table
                            + " WHERE " + where + " GROUP BY 1")) {
                while (result.next()) {
                    groups.put(result.getString(1), result.getBigDecimal(2));
                }
            }
            return groups;
        }

        /** The aggregate PostgreSQL computes, with the profiler's null rule (blank, NA, N/A, null). */
        BigDecimal aggregate(Connection db, String field, String aggregate) throws Exception {
            String column = "trim(c" + header.indexOf(field) + ")";
            String value =
                    "CASE WHEN lower(" + column + ") IN ('', 'na', 'n/a', 'null') THEN NULL ELSE " + column + " END";
            String number = number(field);
            String expression = switch (aggregate) {
                case "sum", "avg", "min", "max" -> aggregate + "(" + number + ")";
                case "count" -> "count(" + value + ")";
                case "distinct" -> "count(DISTINCT " + value + ")";
                default -> throw new IllegalArgumentException(aggregate);
            };
            try (Statement sql = db.createStatement();
                    ResultSet result = sql.executeQuery("SELECT " + expression + " FROM " + table)) {
                result.next();
                return result.getBigDecimal(1);
            }
        }
    }

    /** The spec's format written out independently of the page: en-US, half-up to the format's decimals. */
    private static String formatted(BigDecimal value, JsonNode format) {
        String type = format.get("type").asText();
        NumberFormat text = switch (type) {
            case "percent" -> NumberFormat.getPercentInstance(Locale.US);
            case "currency" -> {
                NumberFormat money = NumberFormat.getCurrencyInstance(Locale.US);
                money.setCurrency(Currency.getInstance(format.get("currency").asText()));
                yield money;
            }
            default -> DecimalFormat.getNumberInstance(Locale.US);
        };
        int decimals = format.get("decimals").asInt();
        text.setMinimumFractionDigits(decimals);
        text.setMaximumFractionDigits(decimals);
        text.setRoundingMode(RoundingMode.HALF_UP);
        return text.format(value) + (format.has("suffix") ? format.get("suffix").asText() : "");
    }

    private String artifactOn(Path csv, String name) {
        String source = Workspaces.profiledCsv(alice, workspace, name, csv);
        Http.Reply created = alice.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":\"" + name + " dashboard\",\"dataSourceId\":\"" + source + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().at("/artifact/id").asText();
    }

    private String artifact(String id) {
        return "api/workspaces/" + workspace + "/artifacts/" + id;
    }
}
