package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Exports over REST on the shared supply-chain table: a viewer's PDF shows each KPI's figure of the page the
 * server renders (its value rounded as the card's format says), each KPI's and chart's CSV holds exactly the
 * values of the page's data block, the PNG is the printed pages, and bad requests are problems.
 */
@ExtendWith(ArquillianExtension.class)
class DashboardExportsIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @ArquillianResource
    URL base;

    private Http alice;
    private Http vic;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void publishedSupplyChainDashboard() {
        alice = new Http(Http.root(base)).withToken(Tokens.mint("alice", "acme"));
        vic = new Http(Http.root(base)).withToken(Tokens.mint("vic", "acme"));
        String workspace = Workspaces.create(alice, "exports-" + UUID.randomUUID());
        Workspaces.addMember(alice, workspace, "vic", "VIEWER");
        String source = Workspaces.profiledCsv(
                alice, workspace, "supply-chain", DATA.resolve("supply-chain/scms-delivery-history.csv"));
        artifact = "api/workspaces/" + workspace + "/artifacts/"
                + alice.post(
                                "api/workspaces/" + workspace + "/artifacts",
                                "{\"name\":\"Supply chain\",\"dataSourceId\":\"" + source + "\"}")
                        .json()
                        .at("/artifact/id")
                        .asText();
        assertThat(alice.post(artifact + "/publish", "").status()).isEqualTo(201);
    }

    @Test
    void theExportedFiguresAreThoseOfTheRenderedPage() throws Exception {
        JsonNode spec = JSON.readTree(
                vic.get(artifact + "/versions/1").json().get("content").asText());
        JsonNode page = pageData();
        assertThat(spec.get("kpis")).isNotEmpty();

        HttpResponse<byte[]> pdf = vic.bytes(artifact + "/versions/latest/export?format=pdf");
        assertThat(pdf.statusCode())
                .as(new String(pdf.body(), StandardCharsets.UTF_8))
                .isEqualTo(200);
        assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
        assertThat(pdf.headers().firstValue("Mnemos-Version")).hasValue("1");
        assertThat(pdf.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"Supply-chain-v1.pdf\"");
        List<String> lines;
        try (PDDocument document = Loader.loadPDF(pdf.body())) {
            lines = Arrays.asList(new PDFTextStripper().getText(document).split("\\R"));
        }
        for (JsonNode kpi : spec.get("kpis")) {
            BigDecimal value = page.at("/kpis/" + kpi.get("id").asText()).decimalValue();
            assertThat(shownUnder(lines, kpi.get("title").asText()))
                    .as("%s in the PDF", kpi.get("title").asText())
                    .isEqualByComparingTo(rounded(value, kpi));
            List<CSVRecord> csv =
                    csv(artifact + "/versions/1/items/" + kpi.get("id").asText() + "/data.csv");
            assertSameFigure(new BigDecimal(csv.get(1).get(2)), value);
        }
        for (JsonNode chart : spec.get("charts")) {
            // charts side by side in a layout row put their titles on one line of the PDF's text
            String title = chart.get("title").asText();
            assertThat(lines).as(title).anyMatch(line -> line.contains(title));
            List<CSVRecord> csv =
                    csv(artifact + "/versions/latest/items/" + chart.get("id").asText() + "/data.csv");
            JsonNode points = page.at("/charts/" + chart.get("id").asText());
            assertThat(csv).hasSize(points.size() + 1);
            for (int i = 0; i < points.size(); i++) {
                CSVRecord row = csv.get(i + 1);
                assertThat(row.get(0)).isEqualTo(cell(points.get(i).get("x")));
                JsonNode y = points.get(i).get("y");
                if (y.isNumber()) {
                    assertSameFigure(new BigDecimal(row.get(row.size() - 1)), y.decimalValue());
                } else {
                    assertThat(row.get(row.size() - 1)).isEqualTo(cell(y));
                }
            }
        }

        HttpResponse<byte[]> png = vic.bytes(artifact + "/versions/1/export?format=png");
        assertThat(png.headers().firstValue("Content-Type")).hasValue("image/png");
        BufferedImage picture = ImageIO.read(new ByteArrayInputStream(png.body()));
        assertThat(picture.getWidth()).isEqualTo(1122);
        assertThat(picture.getHeight() % 793).isZero();
    }

    @Test
    void badRequestsAreProblemsNamingWhatIsWrong() throws Exception {
        HttpResponse<String> format = problem(artifact + "/versions/1/export?format=svg");
        assertThat(format.statusCode()).isEqualTo(422);
        assertThat(JSON.readTree(format.body()).at("/errors/0/pointer").asText())
                .isEqualTo("/format");
        HttpResponse<String> item = problem(artifact + "/versions/1/items/nothing-here/data.csv");
        assertThat(item.statusCode()).isEqualTo(404);
        assertThat(code(item)).isEqualTo("ITEM_NOT_FOUND");
        assertThat(code(problem(artifact + "/versions/9/export"))).isEqualTo("VERSION_NOT_FOUND");
        assertThat(code(problem(artifact + "/versions/first/export"))).isEqualTo("VERSION_NOT_FOUND");
        HttpResponse<String> filtered = problem(artifact + "/versions/1/export?f.Nothing%20Here=Air");
        assertThat(filtered.statusCode()).isEqualTo(422);
        assertThat(code(filtered)).isEqualTo("FILTER_INVALID");
        assertThat(JSON.readTree(filtered.body()).at("/errors/0/pointer").asText())
                .isEqualTo("/f.Nothing Here");
    }

    /** What a download link gets (it accepts anything): a problem+json answer for a bad request. */
    private HttpResponse<String> problem(String path) {
        HttpResponse<String> answer = vic.exchange(path, "*/*");
        assertThat(answer.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        return answer;
    }

    private static String code(HttpResponse<String> problem) throws Exception {
        return JSON.readTree(problem.body()).get("code").asText();
    }

    /** A viewer's filters reach the files through the page's one computation: the CSV holds the filtered figure. */
    @Test
    void aFilteredExportHoldsTheFiguresOfTheFilteredPage() throws Exception {
        String filter = "f.Shipment%20Mode=Air";
        JsonNode filtered =
                vic.get(artifact + "/versions/1/datasets?" + filter).json().get("datasets");
        JsonNode whole = pageData();
        JsonNode spec = JSON.readTree(
                vic.get(artifact + "/versions/1").json().get("content").asText());
        for (JsonNode kpi : spec.get("kpis")) {
            String id = kpi.get("id").asText();
            List<CSVRecord> csv = csv(artifact + "/versions/1/items/" + id + "/data.csv?" + filter);
            assertSameFigure(
                    new BigDecimal(csv.get(1).get(2)),
                    filtered.at("/kpis/" + id).decimalValue());
        }
        assertThat(filtered.get("kpis")).isNotEqualTo(whole.get("kpis"));
        assertThat(vic.bytes(artifact + "/versions/1/export?format=pdf&" + filter)
                        .statusCode())
                .isEqualTo(200);
    }

    private JsonNode pageData() throws Exception {
        HttpResponse<String> page = vic.exchange(artifact + "/versions/1/render", "text/html");
        assertThat(page.statusCode()).isEqualTo(200);
        return JSON.readTree(
                Jsoup.parse(page.body()).getElementById("mnemos-data").data());
    }

    private List<CSVRecord> csv(String path) throws Exception {
        HttpResponse<String> reply = vic.exchange(path, "text/csv");
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
        assertThat(reply.headers().firstValue("Content-Type")).hasValue("text/csv;charset=UTF-8");
        return CSVFormat.RFC4180.parse(new StringReader(reply.body())).getRecords();
    }

    /** The CSV writes a figure with all its digits, the page's JSON as a double: the same to 12 significant digits. */
    private static void assertSameFigure(BigDecimal exported, BigDecimal shown) {
        BigDecimal tolerance = shown.abs().max(BigDecimal.ONE).movePointLeft(12);
        assertThat(exported).isCloseTo(shown, within(tolerance));
    }

    /** A data block value as a CSV cell: a blank for none, else its text. */
    private static String cell(JsonNode value) {
        return value == null || value.isNull() ? "" : value.asText();
    }

    /** The figure on the line under a KPI's title: its digits, sign and decimal point. */
    private static BigDecimal shownUnder(List<String> lines, String title) {
        int at = lines.indexOf(title);
        assertThat(at).as("'%s' is a line of the PDF", title).isNotNegative();
        return new BigDecimal(lines.get(at + 1).replaceAll("[^0-9.-]", ""));
    }

    /** The page's value as its card writes it: a percentage times 100, to the format's decimals. */
    private static BigDecimal rounded(BigDecimal value, JsonNode kpi) {
        JsonNode format = kpi.path("format");
        boolean percent = "percent".equals(format.path("type").asText())
                || kpi.path("percent").asBoolean();
        BigDecimal shown = percent ? value.movePointRight(2) : value;
        return shown.setScale(format.path("decimals").asInt(0), RoundingMode.HALF_UP);
    }
}
