package org.mnemos.dashboardexport.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.control.DatasetsFixture;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;

/**
 * A spec dashboard printed from the datasets the page gets: the PDF's text holds the KPI values as the page
 * writes them and the items' titles, its typeface is embedded, and its picture has the pages' size.
 */
class DashboardPrintTest {

    static final DashboardSpec SPEC = SpecJson.stored("""
            {"specVersion": 2, "title": "Shipments", "kpis": [
              {"id": "value", "title": "Line Item Value", "field": "Value", "aggregate": "sum",
               "format": {"type": "currency", "decimals": 0, "currency": "USD"}},
              {"id": "weight", "title": "Average weight", "field": "Weight", "aggregate": "avg",
               "format": {"type": "number", "decimals": 1, "suffix": " kg"},
               "thresholds": [{"min": 10, "colour": "#DC2626"}]}],
             "charts": [
              {"id": "by-mode", "title": "Value by shipment mode", "mark": "bar",
               "x": {"field": "Mode", "sort": "-y"}, "y": {"field": "Value", "aggregate": "sum"}},
              {"id": "by-month", "title": "Value by month", "mark": "line",
               "x": {"field": "Day", "timeUnit": "month"}, "y": {"field": "Value", "aggregate": "sum"},
               "colour": {"field": "Mode"}},
              {"id": "share", "title": "Share by mode", "mark": "arc", "donut": true,
               "x": {"field": "Mode"}, "y": {"field": "Value", "aggregate": "sum"}}],
             "tables": [{"id": "top", "title": "Largest shipments", "columns": [{"field": "Mode"},
               {"field": "Value", "format": {"type": "number", "decimals": 2}}],
               "sort": {"field": "Value", "order": "descending"}, "limit": 3}],
             "layout": {"rows": [["value", "weight"], ["by-mode", "share"], ["by-month"], ["top"]]},
             "formatRules": {"categoryColours": [{"field": "Mode", "value": "Air", "colour": "#3B82F6"}],
               "thresholds": [], "decimals": []}}
            """);

    static Datasets datasets() {
        SpecDatasets datasets = SpecDatasets.of(
                SPEC,
                DatasetsFixture.profile("Mode:categorical", "Value:decimal", "Weight:decimal", "Day:date:yyyy-MM-dd"));
        return DatasetsFixture.fed(
                        datasets,
                        List.of("Mode", "Value", "Weight", "Day"),
                        List.of(
                                DatasetsFixture.row("Air", "1200.50", "12.5", "2024-01-15"),
                                DatasetsFixture.row("Truck", "80000", "7.25", "2024-01-20"),
                                DatasetsFixture.row("Air", "3400.25", "9", "2024-02-03"),
                                DatasetsFixture.row("Ocean", "15000", "11", "2024-03-30")))
                .result();
    }

    static byte[] pdf() {
        return PdfPrinter.pdf(new DashboardDocument(SPEC, datasets()).page("Version 2 · 4 rows"));
    }

    @Test
    void thePdfCarriesTheKpiValuesAsThePageWritesThemAndEveryTitle() throws IOException {
        try (PDDocument pdf = Loader.loadPDF(pdf())) {
            String text = new PDFTextStripper().getText(pdf);
            assertThat(text)
                    .contains("Shipments", "Version 2 · 4 rows")
                    .contains("Line Item Value", "$99,601")
                    .contains("Average weight", "9.9 kg")
                    .contains("Value by shipment mode", "Value by month", "Share by mode", "Largest shipments")
                    .contains("80,000.00", "15,000.00", "3,400.25")
                    .doesNotContain("1,200.50");
        }
    }

    @Test
    void thePdfEmbedsTheBundledTypeface() throws IOException {
        try (PDDocument pdf = Loader.loadPDF(pdf())) {
            for (var name : pdf.getPage(0).getResources().getFontNames()) {
                PDFont font = pdf.getPage(0).getResources().getFont(name);
                assertThat(font.getName()).contains("LiberationSans");
                assertThat(font.isEmbedded()).isTrue();
            }
            assertThat(pdf.getPage(0).getResources().getFontNames()).isNotEmpty();
        }
    }

    @Test
    void theSameDataPrintsTheSameText() throws IOException {
        try (PDDocument first = Loader.loadPDF(pdf());
                PDDocument second = Loader.loadPDF(pdf())) {
            assertThat(new PDFTextStripper().getText(second)).isEqualTo(new PDFTextStripper().getText(first));
            assertThat(second.getNumberOfPages()).isEqualTo(first.getNumberOfPages());
        }
    }

    @Test
    void thePictureIsThePagesOneUnderTheOtherAtNinetySixDpi() throws IOException {
        byte[] pdf = pdf();
        int pages;
        try (PDDocument document = Loader.loadPDF(pdf)) {
            pages = document.getNumberOfPages();
        }
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(PagePictures.png(pdf)));
        assertThat(png.getWidth()).isEqualTo(1122);
        assertThat(png.getHeight()).isEqualTo(793 * pages);
    }

    @Test
    void aChartPictureHasTheSizeAskedForAndThePagesColours() throws IOException {
        Datasets data = datasets();
        SeriesColours colours = new SeriesColours(SPEC.formatRules());
        BufferedImage bars =
                picture(ChartPictures.png(SPEC.charts().get(0), data.charts().get("by-mode"), colours, 800, 400, 1));
        assertThat(bars.getWidth()).isEqualTo(800);
        assertThat(bars.getHeight()).isEqualTo(400);
        assertThat(hasColour(bars, 0x4C78A8))
                .as("one series in the palette's first colour")
                .isTrue();
        assertThat(hasColour(bars, 0x3B82F6))
                .as("no colour field, so no category colour")
                .isFalse();
        BufferedImage donut =
                picture(ChartPictures.png(SPEC.charts().get(2), data.charts().get("share"), colours, 400, 300, 2));
        assertThat(donut.getWidth()).isEqualTo(800);
        assertThat(hasColour(donut, 0x3B82F6)).as("Air in the owner's colour").isTrue();
    }

    private static BufferedImage picture(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static boolean hasColour(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    return true;
                }
            }
        }
        return false;
    }
}
