package org.mnemos.artifact.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.control.RowTyping;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.CategoryColour;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TableSort;
import org.mnemos.platform.Json;

/** The served page's shape: policy, one data block, the library and runtime by absolute path, nonces, escaping. */
class RenderedPagesTest {

    private static final URI ORIGIN = URI.create("http://localhost:8080/");
    private static final String HOSTILE = "</script><script>alert(1)</script><!-- & \"quoted\"";

    @Test
    void policyFencesThePageAndNamesTheNonceAndTheVendoredPath() {
        assertThat(PagePolicy.header("abc", ORIGIN))
                .startsWith("sandbox allow-scripts; default-src 'none'; connect-src 'none'; ")
                .contains("script-src 'nonce-abc' http://localhost:8080/vendor/;")
                .contains("style-src 'unsafe-inline'", "img-src data:", "form-action 'none'", "base-uri 'none'")
                .doesNotContain("unsafe-eval");
        assertThat(PagePolicy.meta("abc", ORIGIN))
                .isEqualTo(PagePolicy.header("abc", ORIGIN).substring("sandbox allow-scripts; ".length()));
        assertThat(PagePolicy.withoutScripts())
                .startsWith("sandbox allow-scripts; ")
                .contains("script-src 'none'");
        assertThat(PagePolicy.nonce()).hasSize(24).isNotEqualTo(PagePolicy.nonce());
    }

    @Test
    void specPageHasThePolicyTheDataBlockAndOnlyNoncedScripts() throws Exception {
        Document page = Jsoup.parse(DashboardPage.html(spec("Sales"), "{}", datasets("Sales"), "n0nce", ORIGIN));

        assertThat(page.head().child(0).attr("charset")).isEqualTo("utf-8");
        Element meta = page.head().child(1);
        assertThat(meta.attr("http-equiv")).isEqualTo("Content-Security-Policy");
        assertThat(meta.attr("content")).isEqualTo(PagePolicy.meta("n0nce", ORIGIN));
        assertThat(page.select("script[src]").eachAttr("src"))
                .containsExactly(
                        "/vendor/vega/vega.min.js",
                        "/vendor/vega-lite/vega-lite.min.js",
                        "/vendor/vega-interpreter/vega-interpreter.js",
                        "/vendor/mnemos/dashboard-runtime.js");
        assertThat(page.select("script").eachAttr("nonce")).hasSize(6).containsOnly("n0nce");
        JsonNode data =
                Json.mapper().readTree(page.getElementById("mnemos-data").data());
        assertThat(data.get("rowCount").asInt()).isEqualTo(2);
        assertThat(data.at("/kpis/total").decimalValue()).isEqualByComparingTo("261.96");
        assertThat(data.at("/kpis/first").asText()).isEqualTo("2016-02-29");
        assertThat(data.at("/tables/latest/0/Order Date").asText()).isEqualTo("2016-11-08");
        assertThat(data.at("/tables/latest/1/Sales").isNull()).isTrue();
        assertThat(data.has("columns")).as("a spec page gets no rows").isFalse();
    }

    @Test
    void hostileTextStaysTextInTheTitleAndTheDataBlock() throws Exception {
        String html =
                DashboardPage.html(spec(HOSTILE), SpecJson.write(spec(HOSTILE)), datasets(HOSTILE), "n0nce", ORIGIN);
        Document page = Jsoup.parse(html);

        assertThat(page.title()).isEqualTo(HOSTILE);
        assertThat(page.select("script")).hasSize(6);
        assertThat(page.select("script:not([nonce])")).isEmpty();
        assertThat(html).doesNotContain("<script>alert").doesNotContain("<!--");
        assertThat(Json.mapper()
                        .readTree(page.getElementById("mnemos-spec").data())
                        .get("title")
                        .asText())
                .isEqualTo(HOSTILE);
        assertThat(Json.mapper()
                        .readTree(page.getElementById("mnemos-data").data())
                        .at("/tables/latest/1/Category")
                        .asText())
                .isEqualTo(HOSTILE);
    }

    @Test
    void programPageFillsItsEmptyBlockAndNoncesItsScripts() {
        String program = "<html><head><title>P</title></head><body>"
                + "<script type=\"application/json\" id=\"mnemos-data\"></script>"
                + "<script>const d = JSON.parse(document.getElementById('mnemos-data').textContent);</script>"
                + "</body></html>";
        Document page = Jsoup.parse(ProgramPage.html(program, data(), "n0nce", ORIGIN));

        assertThat(page.head().child(1).attr("content")).isEqualTo(PagePolicy.meta("n0nce", ORIGIN));
        assertThat(page.select("#mnemos-data")).hasSize(1);
        assertThat(page.getElementById("mnemos-data").data()).contains("\"rowCount\":2");
        assertThat(page.select("script[src]").eachAttr("src")).containsExactlyElementsOf(PageShape.LIBRARY);
        assertThat(page.select("script").eachAttr("nonce")).hasSize(5).containsOnly("n0nce");
    }

    @Test
    void rowsAreTypedByTheProfileAndWhatDoesNotParseIsBlank() {
        RowTyping typing = new RowTyping(
                SampleProfiles.load("supply-chain"),
                List.of("Line Item Quantity", "Line Item Value", "First Line Designation", "Vendor", "Unknown"));
        Object[] row = typing.typed(new Row(2, Arrays.asList("19", "N/A", "Yes", " SCMS from RDC ", "x")));
        assertThat(row).containsExactly(19L, null, true, "SCMS from RDC", "x");
        assertThat(typing.typed(new Row(3, Arrays.asList("12.5", "Freight Included", "maybe", "", null))))
                .containsExactly(12.5, null, null, null, null);
        assertThat(new RenderedPage("", "", 100000, true).rowsHeader()).isEqualTo("100000; truncated=true");
    }

    private static DashboardSpec spec(String title) {
        return new DashboardSpec(
                1,
                title,
                List.of(),
                List.of(),
                List.of(),
                new Layout(List.of()),
                new FormatRules(List.of(), List.of(), List.of()));
    }

    /** The datasets of a spec with a KPI, a date KPI and a table, over the two rows of {@link #data()}. */
    private static SpecPageData datasets(String title) {
        DashboardSpec spec = new DashboardSpec(
                1,
                title,
                List.of(
                        new KpiCard("total", "Total", "Sales", Aggregate.SUM, null, List.of()),
                        new KpiCard("first", "First", "Order Date", Aggregate.MIN, null, List.of())),
                List.of(),
                List.of(new DetailTable(
                        "latest",
                        "Latest",
                        List.of(
                                new TableColumn("Order Date", null),
                                new TableColumn("Sales", null),
                                new TableColumn("Category", null)),
                        new TableSort("Order Date", SortOrder.DESCENDING),
                        10)),
                new Layout(List.of()),
                new FormatRules(List.of(new CategoryColour("Category", "Furniture", "#3B82F6")), List.of(), List.of()));
        SpecDatasets datasets = SpecDatasets.of(spec, SampleProfiles.load("superstore"));
        datasets.start(COLUMNS);
        ROWS.forEach(datasets::accept);
        return new SpecPageData(datasets.result());
    }

    private static final List<String> COLUMNS = List.of("Order Date", "Sales", "Category");
    private static final List<Row> ROWS = List.of(
            new Row(2, Arrays.asList("11/8/2016", "261.96", "Furniture")),
            new Row(3, Arrays.asList("2/29/2016", " ", HOSTILE)));

    private static PageData data() {
        RowTyping typing = new RowTyping(SampleProfiles.load("superstore"), COLUMNS);
        return new PageData(COLUMNS, ROWS.stream().map(typing::typed).toList(), false);
    }
}
