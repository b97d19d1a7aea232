package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.math.BigDecimal;
import java.math.MathContext;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Workspaces;

/**
 * Refresh Data end to end (issue 11): a published superstore dashboard refreshed from other CSVs, a SQL table
 * a local REST server and an MCP server (the npm SDK over STDIO), with no model call; each page's datasets compared with aggregates this test
 * computes itself from the data it served; drift and failures recorded without touching what the page shows.
 */
@ExtendWith(ArquillianExtension.class)
class RefreshDataIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern DATA_BLOCK =
            Pattern.compile("<script type=\"application/json\" id=\"mnemos-data\"[^>]*>(.*?)</script>", Pattern.DOTALL);

    @ArquillianResource
    URL base;

    private ArtifactWorkspace ground;
    private HttpServer server;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void superstore() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
    }

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void aSecondCsvOfTheSameSchemaShowsItsExactAggregatesWithNoModelCall() throws Exception {
        String id = published(ground.dataSource());
        List<String> half = superstore(lines -> lines.subList(0, 4001));
        String second = csv("superstore-2018", half);

        Http.Reply refreshed = ground.alice().post(refreshes(id), "{\"dataSourceId\":\"" + second + "\"}");

        assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(201);
        JsonNode outcome = refreshed.json();
        assertThat(outcome.get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(outcome.get("rowCount").asLong()).isEqualTo(4000);
        assertThat(outcome.get("version").asInt()).isEqualTo(1);
        assertThat(outcome.get("llmCalls").asInt()).isZero();
        assertThat(outcome.get("tokensSaved").asLong())
                .as("the offline generation's prompt")
                .isPositive();
        assertThat(outcome.get("trigger").asText()).isEqualTo("MANUAL");
        assertThat(outcome.get("startedAt").asText()).isNotBlank();
        assertKpisAre(page(id, "versions/1/render"), spec(id), half);
        assertKpisAre(page(id, "refreshes/" + outcome.get("refreshId").asText() + "/render"), spec(id), half);

        JsonNode history = ground.vic().get(refreshes(id)).json();
        assertThat(history.get("total").asLong()).isEqualTo(1);
        assertThat(history.at("/items/0/refreshId").asText())
                .isEqualTo(outcome.get("refreshId").asText());
    }

    @Test
    void driftIsNamedAndLeavesTheVersionAndItsLastGoodDataAlone() throws Exception {
        String id = published(ground.dataSource());
        JsonNode spec = spec(id);
        String numeric = spec.at("/kpis/0/field").asText();
        assertThat(List.of("Sales", "Quantity", "Profit", "Discount")).contains(numeric);

        assertThat(spec.at("/charts/1/x/field").asText())
                .as("the offline spec draws Region")
                .isEqualTo("Region");
        Http.Reply relabelled = refresh(
                id,
                csv(
                        "relabelled",
                        superstore(lines -> lines.stream()
                                .map(line -> line.replace(",Central,", ",Midwest,"))
                                .toList())));
        assertThat(relabelled.status())
                .as("a changed catalog is compatible: " + relabelled.body())
                .isEqualTo(201);
        assertThat(relabelled.json().get("missingColumns")).isNull();
        assertThat(relabelled.json().get("catalogChanges")).as("and reported").anySatisfy(change -> {
            assertThat(change.get("column").asText()).isEqualTo("Region");
            assertThat(change.get("added")).extracting(JsonNode::asText).containsExactly("Midwest");
            assertThat(change.get("removed")).extracting(JsonNode::asText).containsExactly("Central");
        });

        List<String> wider = superstore(lines -> appended(lines.subList(0, 3001), "Note", "n"));
        assertThat(refresh(id, csv("wider", wider)).status())
                .as("an extra column is compatible")
                .isEqualTo(201);

        Http.Reply missing = refresh(id, csv("renamed", superstore(lines -> renamed(lines, numeric, "Gone"))));
        assertThat(missing.status()).as(missing.body()).isEqualTo(409);
        assertThat(missing.json().get("code").asText()).isEqualTo("SCHEMA_DRIFT");
        assertThat(missing.json().get("missingColumns"))
                .extracting(JsonNode::asText)
                .containsExactly(numeric);
        assertThat(missing.json().get("refreshId").asText()).isNotBlank();

        Http.Reply typed = refresh(
                id, csv("as-text", superstore(lines -> appended(renamed(lines, numeric, "Old"), numeric, "lots"))));
        assertThat(typed.status()).as(typed.body()).isEqualTo(409);
        assertThat(typed.json().get("changedColumns"))
                .extracting(JsonNode::asText)
                .containsExactly(numeric);
        assertThat(typed.json().at("/typeChanges/0/oldType").asText()).isIn("integer", "decimal");
        assertThat(typed.json().at("/typeChanges/0/newType").asText()).isIn("categorical", "text", "identifier");

        assertThat(ground.alice()
                        .get("api/workspaces/" + ground.workspace() + "/artifacts/" + id + "/versions")
                        .json())
                .as("no version was made")
                .hasSize(1);
        assertKpisAre(page(id, "versions/1/render"), spec, wider);
        JsonNode history = ground.alice().get(refreshes(id)).json().get("items");
        assertThat(history)
                .extracting(r -> r.get("status").asText())
                .containsExactly("DRIFTED", "DRIFTED", "SUCCEEDED", "SUCCEEDED");
        assertThat(history.get(0).get("llmCalls").asInt()).isZero();
    }

    @Test
    void aTransientFailureIsRetriedThenRecordedAndThePageKeepsItsLastGoodData() throws Exception {
        String id = published(ground.dataSource());
        List<String> good = superstore(lines -> lines.subList(0, 2001));
        assertThat(refresh(id, csv("good", good)).status()).isEqualTo(201);
        AtomicInteger asked = serve(exchange -> {
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        String flaky =
                register("flaky", "REST", "{\"url\":\"" + served() + "\",\"method\":\"GET\",\"recordPath\":\"$\"}");

        Http.Reply failed = refresh(id, flaky);

        assertThat(failed.status()).as(failed.body()).isEqualTo(502);
        assertThat(failed.json().get("code").asText()).isEqualTo("SOURCE_UNREACHABLE");
        assertThat(asked.get()).as("retried by the connector policy").isGreaterThan(1);
        JsonNode recorded = ground.alice()
                .get(refreshes(id) + "/" + failed.json().get("refreshId").asText())
                .json();
        assertThat(recorded.get("status").asText()).isEqualTo("FAILED");
        assertThat(recorded.get("retryable").asBoolean()).isTrue();
        assertKpisAre(page(id, "versions/1/render"), spec(id), good);
    }

    @Test
    void aRestSourceServingOtherDataTheSecondTimeShowsIt() throws Exception {
        AtomicReference<String> records = new AtomicReference<>(records(List.of(10, 20, 30)));
        serve(exchange -> {
            byte[] body = records.get().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        String rest =
                register("orders", "REST", "{\"url\":\"" + served() + "\",\"method\":\"GET\",\"recordPath\":\"$\"}");
        String id = published(profiled(rest));

        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode first = datasets(page(id, "versions/1/render"));
        records.set(records(List.of(10, 20, 30, 40, 50)));
        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode second = datasets(page(id, "versions/1/render"));

        assertThat(first.get("rowCount").asLong()).isEqualTo(3);
        assertThat(second.get("rowCount").asLong()).isEqualTo(5);
        assertThat(second.get("kpis")).isNotEqualTo(first.get("kpis"));
    }

    @Test
    void anMcpToolServingOtherDataTheSecondTimeShowsIt() throws Exception {
        Path orders = Files.createTempFile("mcp-orders", ".json");
        Files.writeString(orders, records(List.of(5, 15, 25)));
        String server = Path.of(System.getProperty("mnemos.node.mcp"), "rows-server.mjs")
                .toString();
        String mcp = register(
                "mcp-orders",
                "MCP",
                JSON.writeValueAsString(Map.of(
                        "transport", "STDIO",
                        "command", List.of("node", server, orders.toString()),
                        "tool", "orders",
                        "recordPath", "$.items")));
        String id = published(profiled(mcp));
        JsonNode spec = spec(id);

        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode first = datasets(page(id, "versions/1/render"));
        Files.writeString(orders, records(List.of(5, 15, 25, 35)));
        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode second = datasets(page(id, "versions/1/render"));

        assertThat(first.get("rowCount").asLong()).isEqualTo(3);
        assertThat(second.get("rowCount").asLong()).isEqualTo(4);
        assertThat(sumOfAmount(spec, first)).isEqualByComparingTo("45");
        assertThat(sumOfAmount(spec, second)).isEqualByComparingTo("80");
        assertThat(second.get("kpis")).isNotEqualTo(first.get("kpis"));
    }

    @Test
    void aSqlTableWithAChangedRowShowsTheChangeOnTheNextRefresh() throws Exception {
        String table = "refresh_" + UUID.randomUUID().toString().replace("-", "");
        sql(
                "CREATE TABLE " + table + " (region text, amount integer)",
                "INSERT INTO " + table + " VALUES ('East', 10), ('West', 20), ('North', 30)");
        String source = register(
                "regions",
                "SQL",
                "{\"datasource\":\"mnemos\",\"query\":\"SELECT region, amount FROM " + table
                        + " ORDER BY region\",\"maxRows\":1000,\"timeout\":\"PT10S\"}");
        String id = published(profiled(source));
        JsonNode spec = spec(id);

        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode before = datasets(page(id, "versions/1/render"));
        sql("UPDATE " + table + " SET amount = 1000 WHERE region = 'West'");
        assertThat(refresh(id, null).status()).isEqualTo(201);
        JsonNode after = datasets(page(id, "versions/1/render"));

        assertThat(sumOfAmount(spec, before)).isEqualByComparingTo("60");
        assertThat(sumOfAmount(spec, after)).isEqualByComparingTo("1040");
        assertThat(after.get("kpis")).isNotEqualTo(before.get("kpis"));
    }

    @Test
    void theNodeRefreshesOnItsOutPortAndOnlyStewardsMayRefresh() throws Exception {
        String id = published(ground.dataSource());
        Http.Reply unpublished = ground.alice().post(refreshes(created(ground.dataSource())), "{}");
        assertThat(unpublished.status()).isEqualTo(409);
        assertThat(unpublished.json().get("code").asText()).isEqualTo("NOT_PUBLISHED");

        Http.Reply run = Workspaces.execute(
                ground.bob(),
                "refresh-data",
                ground.workspace(),
                null,
                Workspaces.input().put("artifactId", id).put("previewRows", 3));

        assertThat(run.status()).as(run.body()).isEqualTo(200);
        assertThat(run.json().get("port").asText()).isEqualTo("out");
        JsonNode out = run.json().get("output");
        assertThat(out.get("llmCalls").asInt()).isZero();
        assertThat(out.get("rowCount").asLong()).isEqualTo(9994);
        assertThat(out.get("previewRows")).hasSizeLessThanOrEqualTo(3).isNotEmpty();
        assertThat(ground.alice()
                        .get(refreshes(id) + "/" + out.get("refreshId").asText())
                        .json()
                        .get("trigger")
                        .asText())
                .isEqualTo("NODE");
        Http.Reply viewer = ground.vic().post(refreshes(id), "{}");
        assertThat(viewer.status()).isEqualTo(403);
        assertThat(viewer.json().get("code").asText()).isEqualTo("FORBIDDEN");
    }

    // --- the ground

    private String refreshes(String id) {
        return "api/workspaces/" + ground.workspace() + "/artifacts/" + id + "/refreshes";
    }

    private Http.Reply refresh(String id, String dataSourceId) {
        return ground.alice()
                .post(refreshes(id), dataSourceId == null ? "{}" : "{\"dataSourceId\":\"" + dataSourceId + "\"}");
    }

    /** A new artifact over the source with alice's offline first draft, not published. */
    private String created(String dataSource) {
        Http.Reply created = ground.alice()
                .post(
                        "api/workspaces/" + ground.workspace() + "/artifacts",
                        "{\"name\":\"Dashboard " + UUID.randomUUID() + "\",\"dataSourceId\":\"" + dataSource + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().at("/artifact/id").asText();
    }

    private String published(String dataSource) {
        String id = created(dataSource);
        Http.Reply published =
                ground.alice().post("api/workspaces/" + ground.workspace() + "/artifacts/" + id + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);
        return id;
    }

    private JsonNode spec(String id) throws Exception {
        return JSON.readTree(ground.alice()
                .get("api/workspaces/" + ground.workspace() + "/artifacts/" + id + "/versions/1")
                .json()
                .get("content")
                .asText());
    }

    private String page(String id, String path) {
        HttpResponse<String> page = ground.vic()
                .exchange("api/workspaces/" + ground.workspace() + "/artifacts/" + id + "/" + path, "text/html");
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Security-Policy")).isPresent();
        return page.body();
    }

    /** The value of the spec's KPI summing {@code amount} in the page's datasets (the generator writes one). */
    private static BigDecimal sumOfAmount(JsonNode spec, JsonNode datasets) {
        for (JsonNode kpi : spec.get("kpis")) {
            if (kpi.get("field").asText().equals("amount")
                    && kpi.get("aggregate").asText().equalsIgnoreCase("sum")) {
                return datasets.at("/kpis/" + kpi.get("id").asText()).decimalValue();
            }
        }
        throw new AssertionError("The spec has no KPI summing amount: " + spec.get("kpis"));
    }

    private static JsonNode datasets(String page) throws Exception {
        Matcher block = DATA_BLOCK.matcher(page);
        assertThat(block.find()).as("the page has its data block").isTrue();
        return JSON.readTree(block.group(1));
    }

    /** Each KPI of the page's datasets equals the aggregate this test computes over the CSV lines. */
    private static void assertKpisAre(String page, JsonNode spec, List<String> lines) throws Exception {
        JsonNode datasets = datasets(page);
        assertThat(datasets.get("rowCount").asLong()).isEqualTo(lines.size() - 1);
        List<String> header = cells(lines.get(0).replace("\uFEFF", ""));
        for (JsonNode kpi : spec.get("kpis")) {
            JsonNode value = datasets.at("/kpis/" + kpi.get("id").asText());
            if (value.isTextual()) {
                // The latest or earliest date: the page shows it as ISO text, the file writes M/d/yyyy.
                assertThat(value.asText())
                        .as(kpi.get("id").asText())
                        .isEqualTo(extremeDate(
                                lines,
                                header.indexOf(kpi.get("field").asText()),
                                kpi.get("aggregate").asText().equalsIgnoreCase("max")));
                continue;
            }
            BigDecimal expected = aggregate(
                    lines,
                    header.indexOf(kpi.get("field").asText()),
                    kpi.get("aggregate").asText().toLowerCase(Locale.ROOT));
            JsonNode shown = datasets.at("/kpis/" + kpi.get("id").asText());
            assertThat(shown.decimalValue().subtract(expected).abs())
                    .as("%s: page %s, expected %s", kpi.get("id").asText(), shown, expected)
                    .isLessThanOrEqualTo(expected.abs().max(BigDecimal.ONE).movePointLeft(9));
        }
    }

    private static String extremeDate(List<String> lines, int column, boolean latest) {
        DateTimeFormatter written = DateTimeFormatter.ofPattern("M/d/yyyy");
        var dates = lines.subList(1, lines.size()).stream()
                .map(line -> cells(line).get(column).strip())
                .filter(text -> !text.isEmpty())
                .map(text -> LocalDate.parse(text, written));
        return (latest ? dates.max(Comparator.naturalOrder()) : dates.min(Comparator.naturalOrder()))
                .orElseThrow()
                .toString();
    }

    /** The aggregate over one column with the profiler's null rule (blank, NA, N/A, null), exact. */
    private static BigDecimal aggregate(List<String> lines, int column, String aggregate) {
        List<String> values = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String value = cells(line).get(column).strip();
            if (!Set.of("", "na", "n/a", "null").contains(value.toLowerCase(Locale.ROOT))) {
                values.add(value);
            }
        }
        if (aggregate.equals("count")) {
            return BigDecimal.valueOf(values.size());
        }
        if (aggregate.equals("distinct")) {
            return BigDecimal.valueOf(new HashSet<>(values).size());
        }
        List<BigDecimal> numbers = values.stream().map(BigDecimal::new).toList();
        return switch (aggregate) {
            case "sum" -> numbers.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
            case "avg" ->
                numbers.stream()
                        .reduce(BigDecimal.ZERO, BigDecimal::add)
                        .divide(BigDecimal.valueOf(numbers.size()), MathContext.DECIMAL128);
            case "min" -> numbers.stream().min(BigDecimal::compareTo).orElseThrow();
            case "max" -> numbers.stream().max(BigDecimal::compareTo).orElseThrow();
            default -> throw new IllegalArgumentException(aggregate);
        };
    }

    /** One CSV line's cells: the samples quote a cell with commas in it and double its quotes. */
    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    private static List<String> superstore(UnaryOperator<List<String>> change) throws Exception {
        return change.apply(Files.readAllLines(DATA.resolve("superstore/superstore.csv"), StandardCharsets.UTF_8));
    }

    /** The lines with one more column at the end: {@code name} in the header, {@code value} and the row's number below. */
    private static List<String> appended(List<String> lines, String name, String value) {
        List<String> wider = new ArrayList<>(List.of(lines.get(0) + "," + name));
        for (int i = 1; i < lines.size(); i++) {
            wider.add(lines.get(i) + "," + value + i);
        }
        return wider;
    }

    private static List<String> renamed(List<String> lines, String column, String name) {
        List<String> header = new ArrayList<>(cells(lines.get(0)));
        header.set(header.indexOf(column), name);
        List<String> result = new ArrayList<>(lines);
        result.set(0, String.join(",", header));
        return result;
    }

    private String csv(String name, List<String> lines) throws Exception {
        Path file = Files.createTempFile(name, ".csv");
        Files.write(file, lines, StandardCharsets.UTF_8);
        return Workspaces.profiledCsv(ground.alice(), ground.workspace(), name, file);
    }

    private String register(String name, String type, String config) {
        Http.Reply registered = ground.alice()
                .post(
                        "api/workspaces/" + ground.workspace() + "/data-sources",
                        "{\"name\":\"" + name + "\",\"type\":\"" + type + "\",\"config\":" + config + "}");
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        return registered.json().get("id").asText();
    }

    private String profiled(String source) {
        Http.Reply profiled = ground.alice()
                .post("api/workspaces/" + ground.workspace() + "/data-sources/" + source + "/profile", "{}");
        assertThat(profiled.status()).as(profiled.body()).isEqualTo(200);
        return source;
    }

    private static String records(List<Integer> amounts) {
        List<String> records = new ArrayList<>();
        for (int i = 0; i < amounts.size(); i++) {
            records.add("{\"region\":\"R" + (i % 2) + "\",\"amount\":" + amounts.get(i) + "}");
        }
        return "[" + String.join(",", records) + "]";
    }

    /** A local HTTP server answering every request with {@code handler}; counts the requests. */
    private AtomicInteger serve(com.sun.net.httpserver.HttpHandler handler) throws Exception {
        AtomicInteger asked = new AtomicInteger();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            asked.incrementAndGet();
            handler.handle(exchange);
        });
        server.start();
        return asked;
    }

    private String served() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/orders";
    }

    private static void sql(String... statements) throws Exception {
        try (Connection db = TestEnvironment.open();
                Statement sql = db.createStatement()) {
            for (String statement : statements) {
                sql.execute(statement);
            }
        }
    }
}
