package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URL;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.CsvFile;
import org.mnemos.it.support.GdpSeries;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.SandboxedPage;
import org.mnemos.it.support.ServiceRequests;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The two dashboards of issue 28's "What we saw", rebuilt from synthetic tables of the same shape and asked for
 * in the same words through the Generate Artifact node (offline generator, real PostgreSQL): each clause gets its
 * chart, nothing sums an identifier, the owner's colours and scale show; the values the page draws (read from
 * its DOM in headless Chromium) equal aggregates the test computes from the rows it wrote. Also: refinements
 * undo one by one, and a refresh with new years shows them.
 */
@ExtendWith(ArquillianExtension.class)
class GenerationAnswersIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OPERATIONS = "service request operations dashboard: volume by complaint type and"
            + " borough, open vs closed, resolution time";
    private static final String BOROUGH_COLOURS = "Borough colours Brooklyn=#3B82F6, Queens=#10B981, Manhattan=#F59E0B";
    private static final String ECONOMIES = "GDP by country over time, with the largest economies";
    private static final String BILLIONS = "values in billions of US dollars with one decimal";
    private static final Set<String> NEVER_SUMMED = Set.of(
            "Unique Key",
            "BBL",
            "Incident Zip",
            "X Coordinate (State Plane)",
            "Y Coordinate (State Plane)",
            "Latitude",
            "Longitude");
    private static final Set<String> TOTALLING = Set.of("sum", "avg", "median");

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void theServiceRequestDashboardCountsByTypeAndBoroughSplitsByStatusAndTimesResolution() throws Exception {
        Owner owner = owner(BOROUGH_COLOURS);
        List<Map<String, String>> rows = ServiceRequests.rows(480, 311);
        String source = owner.source("311", CsvFile.write("311", ServiceRequests.COLUMNS, rows));

        JsonNode out = owner.generate(source, null, OPERATIONS);
        JsonNode spec = owner.draftSpec(out.get("artifactId").asText());

        assertThat(clauses(out.get("notUnderstood")))
                .as("what was understood is not reported as not understood")
                .noneMatch(c -> c.contains("complaint type") || c.contains("borough") || c.contains("open vs closed"));
        JsonNode byType = chart(spec, c -> field(c, "/x/field").equals("Complaint Type") && counts(c));
        JsonNode byBorough = chart(
                spec,
                c -> counts(c)
                        && (field(c, "/x/field").equals("Borough")
                                || field(c, "/colour/field").equals("Borough")));
        assertThat(items(spec, "charts"))
                .as("status as a colour or a split")
                .anyMatch(c -> field(c, "/colour/field").equals("Status")
                        || field(c, "/x/field").equals("Status"));
        JsonNode duration = items(spec, "derived").stream()
                .filter(d -> field(d, "/kind").equals("dateDiff"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no duration in " + spec));
        assertThat(field(duration, "/from")).isEqualTo("Created Date");
        assertThat(field(duration, "/to")).isEqualTo("Closed Date");
        assertNothingTotalsAnIdentifier(spec);
        assertThat(spec.at("/formatRules/categoryColours").toString())
                .as("the specification's Brooklyn is the data's BROOKLYN")
                .contains("{\"field\":\"Borough\",\"value\":\"BROOKLYN\",\"colour\":\"#3B82F6\"}");

        WebDriver browser = Browser.open();
        try {
            owner.show(browser, out.get("artifactId").asText() + "/draft/render");
            assertThat(shownPoints(browser, byType)).isEqualTo(expected(byType, rows));
            assertThat(shownPoints(browser, byBorough)).isEqualTo(expected(byBorough, rows));
            if (field(byBorough, "/colour/field").equals("Borough")) {
                assertThat(fills(browser, byBorough))
                        .as("Brooklyn's bars in the owner's colour")
                        .contains("#3b82f6");
            }
            String name = field(duration, "/name");
            JsonNode kpi = items(spec, "kpis").stream()
                    .filter(k -> field(k, "/field").equals(name)
                            && field(k, "/aggregate").equals("avg"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("resolution time is not shown as an average: " + spec));
            double shown =
                    Double.parseDouble(browser.findElement(By.cssSelector("[data-kpi='" + field(kpi, "/id") + "']"))
                            .getAttribute("data-value"));
            assertThat(shown).isCloseTo(averageResolution(rows, field(duration, "/unit")), within(1e-6));
        } finally {
            browser.quit();
        }
    }

    @Test
    void theGdpDashboardIsALineOfTheLargestEconomiesInBillionsWithoutAggregatesAndARefreshShowsNewYears()
            throws Exception {
        Owner owner = owner(BILLIONS);
        List<Map<String, String>> decade = GdpSeries.rows(2010, 2019);
        String source = owner.source("gdp", CsvFile.write("gdp", GdpSeries.COLUMNS, decade));

        JsonNode out = owner.generate(source, null, ECONOMIES);
        String id = out.get("artifactId").asText();
        JsonNode spec = owner.draftSpec(id);

        JsonNode line = chart(
                spec,
                c -> field(c, "/mark").equals("line")
                        && field(c, "/x/field").equals("Year")
                        && field(c, "/y/field").equals("Value")
                        && field(c, "/colour/field").equals("Country Name"));
        assertThat(line.at("/colourLimit/n").asInt())
                .as("a series per top country")
                .isBetween(2, 20);
        assertThat(line.at("/y/format").toString())
                .isEqualTo("{\"type\":\"number\",\"decimals\":1,\"scale\":\"billions\",\"unit\":\"US$\","
                        + "\"unitPosition\":\"prefix\"}");
        JsonNode exclusion = items(spec, "exclusions").stream()
                .filter(e -> field(e, "/field").equals("Country Name"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("aggregate rows not excluded: " + spec));
        assertThat(texts(exclusion.get("values"))).containsExactlyInAnyOrderElementsOf(GdpSeries.AGGREGATES);
        assertNothingTotalsAnIdentifier(spec);

        WebDriver browser = Browser.open();
        try {
            owner.show(browser, id + "/draft/render");
            assertLineInBillions(browser, line, decade);
            assertThat(browser.findElement(By.cssSelector(".mnemos-notes")).getAttribute("textContent"))
                    .as("the page says which rows it left out")
                    .contains("World", "High income", "OECD members");

            assertThat(owner.http.post(owner.artifact(id) + "/publish", "").status())
                    .isEqualTo(201);
            List<Map<String, String>> longer = GdpSeries.rows(2010, 2021);
            String newer = owner.source("gdp-2021", CsvFile.write("gdp-2021", GdpSeries.COLUMNS, longer));
            Http.Reply refreshed =
                    owner.http.post(owner.artifact(id) + "/refreshes", "{\"dataSourceId\":\"" + newer + "\"}");
            assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(201);

            browser.switchTo().defaultContent();
            owner.show(browser, id + "/versions/1/render");
            Map<String, BigDecimal> points = assertLineInBillions(browser, line, longer);
            assertThat(points.keySet()).anyMatch(k -> k.startsWith("2021|")).anyMatch(k -> k.startsWith("2020|"));
        } finally {
            browser.quit();
        }
    }

    @Test
    void eachRefinementIsOneUndoableDraftChange() throws Exception {
        Owner owner = owner(BOROUGH_COLOURS);
        String source =
                owner.source("311", CsvFile.write("311", ServiceRequests.COLUMNS, ServiceRequests.rows(120, 28)));
        String id = owner.generate(source, null, OPERATIONS).get("artifactId").asText();
        List<String> contents = new ArrayList<>();
        contents.add(owner.draft(id).get("content").asText());

        owner.generate(source, id, "make it a line chart");
        contents.add(owner.draft(id).get("content").asText());
        assertThat(texts(JSON.readTree(contents.get(1)).findValues("mark"))).containsOnly("line");
        owner.generate(source, id, "only the top 5");
        contents.add(owner.draft(id).get("content").asText());
        assertThat(items(JSON.readTree(contents.get(2)), "tables"))
                .isNotEmpty()
                .allSatisfy(t -> assertThat(t.get("limit").asInt()).isEqualTo(5));
        owner.generate(source, id, "remove the table");
        contents.add(owner.draft(id).get("content").asText());
        assertThat(items(JSON.readTree(contents.get(3)), "tables")).isEmpty();
        assertThat(new HashSet<>(contents)).as("every edit changed the draft").hasSize(4);
        assertThat(owner.draft(id).get("undoable").asInt()).isEqualTo(3);

        for (int step = 3; step > 0; step--) {
            Http.Reply undone = owner.http.post(owner.artifact(id) + "/draft/undo", "");
            assertThat(undone.status()).as(undone.body()).isEqualTo(200);
            assertThat(undone.json().get("content").asText())
                    .as("undoing edit %d", step)
                    .isEqualTo(contents.get(step - 1));
        }
        assertThat(owner.draft(id).get("undoable").asInt()).isZero();
        assertThat(owner.http
                        .post(owner.artifact(id) + "/draft/redo", "")
                        .json()
                        .get("content")
                        .asText())
                .isEqualTo(contents.get(1));
    }

    /** No KPI, chart or table ranking sums or averages a key, a code, a parcel number or a coordinate. */
    private static void assertNothingTotalsAnIdentifier(JsonNode spec) {
        for (JsonNode kpi : items(spec, "kpis")) {
            assertThat(TOTALLING.contains(field(kpi, "/aggregate")) && NEVER_SUMMED.contains(field(kpi, "/field")))
                    .as("KPI %s", kpi)
                    .isFalse();
        }
        for (JsonNode chart : items(spec, "charts")) {
            assertThat(TOTALLING.contains(field(chart, "/y/aggregate"))
                            && NEVER_SUMMED.contains(field(chart, "/y/field")))
                    .as("chart %s", chart)
                    .isFalse();
        }
        for (JsonNode table : items(spec, "tables")) {
            assertThat(NEVER_SUMMED).as("table %s", table).doesNotContain(field(table, "/sort/field"));
        }
        assertThat(spec.toString())
                .doesNotContain("Country Code\",\"aggregate\":\"sum", "\"Year\",\"aggregate\":\"sum");
    }

    /** The line's points as drawn (year|country → dollars), equal to the rows' values of the top countries. */
    private static Map<String, BigDecimal> assertLineInBillions(
            WebDriver browser, JsonNode line, List<Map<String, String>> rows) {
        Map<String, BigDecimal> shown = shownPoints(browser, line);
        Map<String, BigDecimal> totals = new TreeMap<>();
        rows.stream()
                .filter(r -> !GdpSeries.AGGREGATES.contains(r.get("Country Name")))
                .forEach(r -> totals.merge(r.get("Country Name"), new BigDecimal(r.get("Value")), BigDecimal::add));
        Set<String> top = totals.entrySet().stream()
                .sorted(Map.Entry.<String, BigDecimal>comparingByValue().reversed())
                .limit(line.at("/colourLimit/n").asInt())
                .map(Map.Entry::getKey)
                .collect(Collectors.toSet());
        Map<String, BigDecimal> expected = new TreeMap<>();
        rows.stream()
                .filter(r -> top.contains(r.get("Country Name")))
                .forEach(
                        r -> expected.put(r.get("Year") + "|" + r.get("Country Name"), new BigDecimal(r.get("Value"))));
        assertThat(shown).isEqualTo(expected);

        List<WebElement> points = pointRows(browser, line);
        List<Integer> years = points.stream()
                .map(p -> Integer.parseInt(p.getAttribute("data-x")))
                .toList();
        assertThat(years).as("the years in order").isSortedAccordingTo(Comparator.naturalOrder());
        DecimalFormat billions = new DecimalFormat("#,##0.0", DecimalFormatSymbols.getInstance(Locale.US));
        billions.setRoundingMode(RoundingMode.HALF_EVEN);
        for (WebElement point : points) {
            BigDecimal value = new BigDecimal(point.getAttribute("data-y"));
            assertThat(point.findElement(By.cssSelector(".mnemos-number")).getAttribute("textContent"))
                    .isEqualTo("US$" + billions.format(value.movePointLeft(9)) + "bn");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> axis = (Map<String, Object>) ((JavascriptExecutor) browser)
                .executeScript(
                        "const item = document.querySelector(arguments[0]);"
                                + "const y = [...item.querySelectorAll('g[aria-label^=\"Y-axis\"]')];"
                                + "return {labels: y.flatMap(g => [...g.querySelectorAll('.role-axis-label text')])"
                                + "  .map(t => t.textContent),"
                                + " title: y.flatMap(g => [...g.querySelectorAll('.role-axis-title text')])"
                                + "  .map(t => t.textContent).join(' ')};",
                        "[data-item='" + field(line, "/id") + "']");
        @SuppressWarnings("unchecked")
        List<String> labels = (List<String>) axis.get("labels");
        double largest = expected.values().stream()
                .mapToDouble(v -> v.movePointLeft(9).doubleValue())
                .max()
                .orElseThrow();
        assertThat(labels).isNotEmpty().allMatch(l -> l.matches("-?[\\d,]+\\.\\d"), "one decimal");
        assertThat(labels.stream()
                        .mapToDouble(l -> Double.parseDouble(l.replace(",", "")))
                        .max()
                        .orElseThrow())
                .as("the axis counts billions")
                .isBetween(largest / 2, largest * 1.5);
        assertThat((String) axis.get("title")).contains("US$bn");
        return shown;
    }

    private static double averageResolution(List<Map<String, String>> rows, String unit) {
        double perUnit = switch (unit) {
            case "minutes" -> 60;
            case "hours" -> 3_600;
            case "days" -> 86_400;
            default -> throw new IllegalArgumentException(unit);
        };
        return rows.stream()
                .filter(r -> !r.get("Closed Date").isEmpty())
                .mapToDouble(r -> Duration.between(
                                        LocalDateTime.parse(r.get("Created Date"), ServiceRequests.TIMESTAMP),
                                        LocalDateTime.parse(r.get("Closed Date"), ServiceRequests.TIMESTAMP))
                                .toSeconds()
                        / perUnit)
                .average()
                .orElseThrow();
    }

    /** Rows counted per x (and colour) value, as the chart groups them, over the rows no exclusion leaves out. */
    private static Map<String, BigDecimal> expected(JsonNode chart, List<Map<String, String>> rows) {
        assertThat(chart.has("filters") || chart.has("limit"))
                .as("a whole count: %s", chart)
                .isFalse();
        String x = field(chart, "/x/field");
        String colour = field(chart, "/colour/field");
        Map<String, BigDecimal> counts = new TreeMap<>();
        for (Map<String, String> row : rows) {
            String key = row.get(x) + (colour.isEmpty() ? "" : "|" + row.get(colour));
            counts.merge(key, BigDecimal.ONE, BigDecimal::add);
        }
        return counts;
    }

    /** The chart's point table in the page: {@code x} or {@code x|colour} → y. */
    private static Map<String, BigDecimal> shownPoints(WebDriver browser, JsonNode chart) {
        Map<String, BigDecimal> shown = new TreeMap<>();
        for (WebElement row : pointRows(browser, chart)) {
            String colour = row.getAttribute("data-colour");
            shown.put(
                    row.getAttribute("data-x") + (colour == null ? "" : "|" + colour),
                    new BigDecimal(row.getAttribute("data-y")).stripTrailingZeros());
        }
        shown.replaceAll((k, v) -> v.setScale(Math.max(0, v.scale())));
        return shown;
    }

    private static List<WebElement> pointRows(WebDriver browser, JsonNode chart) {
        return browser.findElements(
                By.cssSelector("[data-item='" + field(chart, "/id") + "'] .mnemos-chart-data tbody tr"));
    }

    /** The fill colours of the chart's drawn marks, lower case. */
    @SuppressWarnings("unchecked")
    private static List<String> fills(WebDriver browser, JsonNode chart) {
        return ((List<String>) ((JavascriptExecutor) browser)
                        .executeScript(
                                "return [...document.querySelectorAll(arguments[0])].map(p => p.getAttribute('fill'))"
                                        + ".filter(f => f);",
                                "[data-item='" + field(chart, "/id") + "'] .mnemos-chart svg path"))
                .stream().map(f -> f.toLowerCase(Locale.ROOT)).toList();
    }

    private static JsonNode chart(JsonNode spec, Predicate<JsonNode> wanted) {
        return items(spec, "charts").stream()
                .filter(wanted)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no such chart in " + spec.get("charts")));
    }

    private static boolean counts(JsonNode chart) {
        return field(chart, "/y/aggregate").equals("count");
    }

    private static List<JsonNode> items(JsonNode spec, String list) {
        return spec.has(list)
                ? StreamSupport.stream(spec.get(list).spliterator(), false).toList()
                : List.of();
    }

    private static String field(JsonNode node, String pointer) {
        JsonNode value = node.at(pointer);
        return value.isMissingNode() || value.isNull() ? "" : value.asText();
    }

    private static List<String> texts(Iterable<JsonNode> nodes) {
        List<String> texts = new ArrayList<>();
        nodes.forEach(n -> texts.add(n.asText()));
        return texts;
    }

    private static List<String> clauses(JsonNode notUnderstood) {
        assertThat(notUnderstood.isArray()).as("notUnderstood is a list").isTrue();
        List<String> clauses = new ArrayList<>();
        notUnderstood.forEach(u -> {
            assertThat(u.get("reason").asText()).isNotBlank();
            clauses.add(u.get("clause").asText().toLowerCase(Locale.ROOT));
        });
        return clauses;
    }

    /** A new workspace owned by a new user, with one approved task specification. */
    private Owner owner(String taskSpec) {
        String user = "owner-" + UUID.randomUUID();
        String token = Tokens.mint(user, "acme");
        Http http = new Http(Http.root(base)).withToken(token);
        String workspace = Workspaces.create(http, "answers-" + UUID.randomUUID());
        ObjectNode memory = Workspaces.input()
                .put("content", taskSpec)
                .put("kind", "DURABLE")
                .put("category", "TASK_SPEC")
                .put("approved", true);
        memory.putObject("source").put("type", "USER_STATEMENT");
        Workspaces.approve(http, workspace, Workspaces.remember(http, workspace, null, memory));
        return new Owner(http, token, workspace);
    }

    private final class Owner {
        final Http http;
        final String token;
        final String workspace;

        Owner(Http http, String token, String workspace) {
            this.http = http;
            this.token = token;
            this.workspace = workspace;
        }

        String source(String name, Path csv) {
            return Workspaces.profiledCsv(http, workspace, name, csv);
        }

        /** The Generate Artifact node's output: a new artifact, or with {@code artifactId} a refinement. */
        JsonNode generate(String source, String artifactId, String instruction) {
            ObjectNode input = Workspaces.input().put("dataSourceId", source).put("instruction", instruction);
            if (artifactId != null) {
                input.put("artifactId", artifactId);
            }
            Http.Reply reply = Workspaces.execute(http, "generate-artifact", workspace, null, input);
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
            return reply.json().get("output");
        }

        JsonNode draft(String id) {
            return http.get(artifact(id) + "/draft").json();
        }

        JsonNode draftSpec(String id) throws Exception {
            return JSON.readTree(draft(id).get("content").asText());
        }

        String artifact(String id) {
            return "api/workspaces/" + workspace + "/artifacts/" + id;
        }

        void show(WebDriver browser, String render) {
            SandboxedPage.show(browser, Http.root(base), "api/workspaces/" + workspace + "/artifacts/" + render, token);
        }
    }
}
