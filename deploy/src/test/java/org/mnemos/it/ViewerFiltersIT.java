package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.math.BigDecimal;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.UUID;
import org.apache.commons.csv.CSVRecord;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Filters;
import org.mnemos.it.support.Http;

/**
 * Viewer filters over REST (issue 30): the superstore dashboard the offline generator proposes filters for,
 * published and refreshed (which keeps its rows), filtered by a viewer to one value and one year; its KPIs equal
 * sums and counts this test computes from the CSV, the page shows the same figures, and bad parameters are 422
 * FILTER_INVALID naming the parameter.
 */
@ExtendWith(ArquillianExtension.class)
class ViewerFiltersIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter US = DateTimeFormatter.ofPattern("M/d/yyyy");

    @ArquillianResource
    URL base;

    private ArtifactWorkspace ground;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void publishedAndRefreshed() throws Exception {
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
        Http.Reply created = ground.alice()
                .post(
                        "api/workspaces/" + ground.workspace() + "/artifacts",
                        "{\"name\":\"Orders " + UUID.randomUUID() + "\",\"dataSourceId\":\"" + ground.dataSource()
                                + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        artifact = created.json().at("/artifact/id").asText();
        assertThat(ground.alice().post(at("publish"), "").status()).isEqualTo(201);
        Http.Reply refreshed = ground.alice().post(at("refreshes"), "{}");
        assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(201);
        assertThat(refreshed.json().get("llmCalls").asInt()).isZero();
    }

    @Test
    void aViewerFiltersToOneValueAndOneYearAndGetsTheFiguresOfThoseRows() throws Exception {
        JsonNode filters = ground.vic().get(at("versions/1/filters")).json();
        JsonNode values = first(filters, "values");
        JsonNode dates = first(filters, "dateRange");
        assertThat(values).as("a categorical proposed: " + filters).isNotNull();
        assertThat(dates).as("the order date proposed: " + filters).isNotNull();
        String field = values.get("field").asText();
        String value = values.get("values").get(0).asText();
        String dateField = dates.get("field").asText();
        String query =
                "f." + encode(field) + "=" + encode(value) + "&f." + encode(dateField) + "=2018-01-01..2018-12-31";

        JsonNode filtered = ground.vic().get(at("versions/1/datasets?" + query)).json();

        assertThat(filtered.get("origin").asText()).isEqualTo("KEPT_ROWS");
        assertThat(filtered.at("/selection/f." + field.replace("~", "~0").replace("/", "~1"))
                        .get(0)
                        .asText())
                .isEqualTo(value);
        JsonNode spec = JSON.readTree(
                ground.alice().get(at("versions/1")).json().get("content").asText());
        List<CSVRecord> kept = Filters.rows(
                DATA.resolve("superstore/superstore.csv"),
                record -> record.get(field).equals(value)
                        && LocalDate.parse(record.get(dateField), US).getYear() == 2018);
        assertThat(kept).hasSizeBetween(10, 5000);
        int compared = 0;
        for (JsonNode kpi : spec.get("kpis")) {
            if (kpi.has("filters") || kpi.has("per")) {
                continue;
            }
            String aggregate = kpi.get("aggregate").asText();
            String column = kpi.get("field").asText();
            BigDecimal expected = switch (aggregate) {
                case "sum" ->
                    kept.stream().map(r -> new BigDecimal(r.get(column))).reduce(BigDecimal.ZERO, BigDecimal::add);
                case "count" ->
                    BigDecimal.valueOf(
                            kept.stream().filter(r -> !r.get(column).isBlank()).count());
                case "distinct" ->
                    BigDecimal.valueOf(
                            kept.stream().map(r -> r.get(column)).distinct().count());
                default -> null;
            };
            if (expected != null) {
                assertThat(filtered.at("/datasets/kpis/" + kpi.get("id").asText())
                                .decimalValue())
                        .as(aggregate + "(" + column + ")")
                        .isEqualByComparingTo(expected);
                compared++;
            }
        }
        assertThat(compared).as("KPIs compared in " + spec.get("kpis")).isPositive();

        JsonNode everything = ground.vic().get(at("versions/1/datasets")).json();
        assertThat(everything.get("origin").asText()).isEqualTo("STORED");
        assertThat(everything.at("/datasets/kpis")).isNotEqualTo(filtered.at("/datasets/kpis"));

        HttpResponse<String> page = ground.vic().exchange(at("versions/1/render?" + query), "text/html");
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        assertThat(Filters.dataOf(page.body()).get("kpis")).isEqualTo(filtered.at("/datasets/kpis"));
    }

    @Test
    void anUnknownFieldOrABadRangeIs422NamingTheParameter() throws Exception {
        JsonNode dates = first(ground.vic().get(at("versions/1/filters")).json(), "dateRange");

        Http.Reply unknown = ground.vic().get(at("versions/1/datasets?f.Nope=1"));
        Http.Reply badRange = ground.vic()
                .get(at("versions/1/datasets?f." + encode(dates.get("field").asText()) + "=2018-13-01.."));

        for (Http.Reply reply : List.of(unknown, badRange)) {
            assertThat(reply.status()).as(reply.body()).isEqualTo(422);
            assertThat(reply.isProblem()).isTrue();
            assertThat(reply.json().get("code").asText()).isEqualTo("FILTER_INVALID");
        }
        assertThat(unknown.json().at("/errors/0/pointer").asText()).isEqualTo("/f.Nope");
        assertThat(badRange.json().at("/errors/0/pointer").asText())
                .isEqualTo("/f." + dates.get("field").asText());
    }

    private String at(String path) {
        return "api/workspaces/" + ground.workspace() + "/artifacts/" + artifact + "/" + path;
    }

    private static JsonNode first(JsonNode filters, String kind) {
        for (JsonNode filter : filters) {
            if (filter.get("kind").asText().equals(kind)
                    && (!kind.equals("values") || filter.get("values").size() > 0)) {
                return filter;
            }
        }
        return null;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
