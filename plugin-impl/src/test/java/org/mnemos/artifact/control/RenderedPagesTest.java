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
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.artifact.entity.DashboardSpec;
import org.mnemos.artifact.entity.FormatRules;
import org.mnemos.artifact.entity.Layout;
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
        Document page = Jsoup.parse(DashboardPage.html(spec("Sales"), "{}", data(), "n0nce", ORIGIN));

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
        assertThat(data.get("columns")).hasSize(3);
        assertThat(data.at("/rows/0/Sales").isNumber()).isTrue();
        assertThat(data.at("/rows/1/Sales").isNull()).isTrue();
        assertThat(data.at("/rows/1/Order Date").asText()).isEqualTo("2016-02-29");
        assertThat(data.get("truncated").asBoolean()).isFalse();
        assertThat(data.get("rowCount").asInt()).isEqualTo(2);
    }

    @Test
    void hostileTextStaysTextInTheTitleAndTheDataBlock() throws Exception {
        String html = DashboardPage.html(spec(HOSTILE), SpecJson.write(spec(HOSTILE)), data(), "n0nce", ORIGIN);
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
                        .at("/rows/1/Category")
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

    private static PageData data() {
        DataProfile profile = SampleProfiles.load("superstore");
        List<String> columns = List.of("Order Date", "Sales", "Category");
        RowTyping typing = new RowTyping(profile, columns);
        List<Object[]> rows = List.of(
                typing.typed(new Row(2, Arrays.asList("11/8/2016", "261.96", "Furniture"))),
                typing.typed(new Row(3, Arrays.asList("2/29/2016", " ", HOSTILE))));
        return new PageData(columns, rows, false);
    }
}
