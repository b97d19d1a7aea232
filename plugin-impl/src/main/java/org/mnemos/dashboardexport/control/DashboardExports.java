package org.mnemos.dashboardexport.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.text.NumberFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.PageData;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.artifact.control.ShownVersion;
import org.mnemos.artifact.control.SpecPageData;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboardexport.entity.DashboardView;
import org.mnemos.dashboardexport.entity.ExportedFile;
import org.mnemos.platform.ProblemException;
import org.mnemos.screening.control.JsonScreen;

/**
 * Exports of a published dashboard as one member sees it: the whole spec dashboard as PDF or PNG, one chart
 * as PNG, any item's data as CSV. Every figure comes from {@link Rendering#shown}, the computation behind the
 * served page (with the viewer filters of {@link DashboardView#filters()}), with text cells masked like a
 * stored profile's. No access check here: the caller decides who may export (the REST boundary lets every
 * member; a subscription mails what its subscriber may read).
 */
@ApplicationScoped
public class DashboardExports {

    static final String PDF = "application/pdf";
    static final String PNG = "image/png";
    static final String CSV = "text/csv;charset=UTF-8";

    @Inject
    Rendering rendering;

    @Inject
    JsonScreen screen;

    /** The dashboard printed on A4 landscape pages, its typeface embedded. */
    public ExportedFile pdf(DashboardView view) {
        Shown shown = spec(view, "PDF");
        return new ExportedFile(
                shown.fileName(".pdf"), PDF, shown.pdf(), shown.version().number());
    }

    /** The PDF's pages as one picture, one page under the other, 1122 pixels wide. */
    public ExportedFile png(DashboardView view) {
        Shown shown = spec(view, "PNG");
        return new ExportedFile(
                shown.fileName(".png"),
                PNG,
                PagePictures.png(shown.pdf()),
                shown.version().number());
    }

    /** One chart as a picture of {@value ChartPictures#WIDTH} × {@value ChartPictures#HEIGHT} pixels (e-mails). */
    public ExportedFile chartPng(DashboardView view, String chartId) {
        Shown shown = spec(view, "PNG");
        Chart chart = shown.spec().charts().stream()
                .filter(candidate -> candidate.id().equals(chartId))
                .findFirst()
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.ITEM_NOT_FOUND, "The dashboard has no chart '" + chartId + "'."));
        byte[] png = ChartPictures.png(
                chart,
                shown.data().charts().getOrDefault(chartId, List.of()),
                new SeriesColours(shown.spec().formatRules()),
                ChartPictures.WIDTH,
                ChartPictures.HEIGHT,
                1);
        return new ExportedFile(
                shown.fileName("-" + chartId + ".png"),
                PNG,
                png,
                shown.version().number());
    }

    /** A KPI's, chart's or table's data (a program's: item {@code rows}, the rows its page gets) as CSV. */
    public ExportedFile csv(DashboardView view, String itemId) {
        ShownVersion version = shown(view);
        ItemRows.Rows rows;
        if (version.data() instanceof PageData program) {
            if (!ItemRows.PROGRAM_ROWS.equals(itemId)) {
                throw new ProblemException(
                        ErrorCode.ITEM_NOT_FOUND,
                        "A program dashboard has one item to export, '" + ItemRows.PROGRAM_ROWS + "': its rows.");
            }
            rows = masked(ItemRows.of(program));
        } else {
            Shown shown = masked(version);
            rows = ItemRows.of(shown.spec(), shown.data(), itemId)
                    .orElseThrow(() -> new ProblemException(
                            ErrorCode.ITEM_NOT_FOUND, "The dashboard has no KPI, chart or table '" + itemId + "'."));
        }
        byte[] csv = ItemCsv.of(rows.header(), rows.rows()).getBytes(StandardCharsets.UTF_8);
        return new ExportedFile(fileName(version, "-" + itemId + ".csv"), CSV, csv, version.number());
    }

    private ShownVersion shown(DashboardView view) {
        return rendering.shown(
                view.tenant(),
                view.workspaceId(),
                view.artifactId(),
                view.version(),
                view.viewer(),
                view.sharedData(),
                view.parameters());
    }

    private Shown spec(DashboardView view, String format) {
        ShownVersion version = shown(view);
        if (!(version.data() instanceof SpecPageData)) {
            throw new ProblemException(
                    ErrorCode.EXPORT_UNSUPPORTED,
                    "Version " + version.number() + " is a program, which draws itself in a browser; the server "
                            + "draws only spec dashboards as " + format + ". Its rows export as CSV (item '"
                            + ItemRows.PROGRAM_ROWS + "').");
        }
        return masked(version);
    }

    private ItemRows.Rows masked(ItemRows.Rows rows) {
        List<List<Object>> cells = rows.rows().stream()
                .map(row -> {
                    Object[] copy = row.toArray();
                    for (int i = 0; i < copy.length && i < rows.header().size(); i++) {
                        if (copy[i] instanceof String text) {
                            copy[i] = screen.masked(rows.header().get(i), text);
                        }
                    }
                    return Arrays.asList(copy);
                })
                .toList();
        return new ItemRows.Rows(rows.header(), cells);
    }

    /** A spec version as shown, its datasets masked. */
    private record Shown(ShownVersion version, DashboardSpec spec, Datasets data) {

        byte[] pdf() {
            String rows = NumberFormat.getIntegerInstance(Locale.US).format(data.rowCount());
            String subtitle = "Version " + version.number() + " · " + rows + " rows"
                    + (version.ownSource() == null ? "" : " · your data: " + version.ownSource());
            return PdfPrinter.pdf(new DashboardDocument(spec, data).page(subtitle));
        }

        String fileName(String suffix) {
            return DashboardExports.fileName(version, suffix);
        }
    }

    private Shown masked(ShownVersion version) {
        DashboardSpec spec = SpecJson.stored(version.content());
        Datasets data = ((SpecPageData) version.data()).datasets();
        return new Shown(version, spec, MaskedDatasets.of(spec, data, screen));
    }

    /** The dashboard's name in safe letters, its version and {@code suffix}: {@code Supply-chain-v3.pdf}. */
    static String fileName(ShownVersion version, String suffix) {
        String name =
                version.artifact().name().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        name = name.isEmpty() ? "dashboard" : name.substring(0, Math.min(name.length(), 80));
        return name + "-v" + version.number() + suffix;
    }
}
