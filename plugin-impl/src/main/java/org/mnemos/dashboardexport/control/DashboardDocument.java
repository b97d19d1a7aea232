package org.mnemos.dashboardexport.control;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.TableColumn;

/**
 * A spec's dashboard as one printable XHTML page: the title, notes, KPI cards, charts (pictures of the page's
 * points) and tables in the layout's rows, every value written as the page writes it. Text enters only as
 * text; the one resource, each chart's picture, is inlined as a {@code data:} URI, so printing reads nothing.
 */
final class DashboardDocument {

    private final DashboardSpec spec;
    private final Datasets data;
    private final SeriesColours colours;

    DashboardDocument(DashboardSpec spec, Datasets data) {
        this.spec = spec;
        this.data = data;
        this.colours = new SeriesColours(spec.formatRules());
    }

    /** The page, with a line under the title: which version, how many rows, whose data. */
    Document page(String subtitle) {
        Document page = Document.createShell("");
        page.outputSettings().syntax(Document.OutputSettings.Syntax.xml);
        page.title(spec.title());
        page.head().appendElement("style").text(PrintStyle.CSS);
        Element body = page.body();
        body.appendElement("h1").text(spec.title());
        body.appendElement("p").addClass("subtitle").text(subtitle);
        List<String> notes = notes();
        if (!notes.isEmpty()) {
            Element list = body.appendElement("ul").addClass("notes");
            notes.forEach(note -> list.appendElement("li").text(note));
        }
        for (List<String> row : rows()) {
            Element table = body.appendElement("table").addClass("row");
            // Cards and charts stay on one page; a row holding a table may break across pages.
            if (row.stream().noneMatch(id -> spec.tables().stream().anyMatch(t -> t.id().equals(id)))) {
                table.addClass("keep");
            }
            Element line = table.appendElement("tr");
            for (String id : row) {
                item(line.appendElement("td").attr("style", "width:" + (100 / row.size()) + "%"), id);
            }
        }
        return page;
    }

    private List<String> notes() {
        List<String> lines = new ArrayList<>(spec.notes());
        spec.exclusions()
                .forEach(exclusion -> lines.add(exclusion.field() + " " + String.join(", ", exclusion.values())
                        + " left out: " + exclusion.reason()));
        return lines;
    }

    /** The layout's rows of known items, then every item it does not name, in one row. */
    private List<List<String>> rows() {
        Set<String> known = new LinkedHashSet<>();
        spec.kpis().forEach(kpi -> known.add(kpi.id()));
        spec.charts().forEach(chart -> known.add(chart.id()));
        spec.tables().forEach(table -> known.add(table.id()));
        List<List<String>> rows = new ArrayList<>();
        Set<String> placed = new LinkedHashSet<>();
        for (List<String> row : spec.layout().rows()) {
            List<String> items = row.stream().filter(known::contains).toList();
            if (!items.isEmpty()) {
                rows.add(items);
                placed.addAll(items);
            }
        }
        List<String> rest = known.stream().filter(id -> !placed.contains(id)).toList();
        if (!rest.isEmpty()) {
            rows.add(rest);
        }
        return rows;
    }

    private void item(Element cell, String id) {
        Map<String, Runnable> makers = new LinkedHashMap<>();
        spec.kpis().forEach(kpi -> makers.put(kpi.id(), () -> kpi(cell, kpi)));
        spec.charts().forEach(chart -> makers.put(chart.id(), () -> chart(cell, chart)));
        spec.tables().forEach(table -> makers.put(table.id(), () -> table(cell, table)));
        makers.get(id).run();
    }

    private void kpi(Element cell, KpiCard kpi) {
        Element card = cell.appendElement("div").addClass("kpi").attr("data-kpi", kpi.id());
        card.appendElement("h2").text(kpi.title());
        Object value = data.kpis().get(kpi.id());
        Element shown = card.appendElement("div")
                .addClass("value")
                .text(ValueFormat.format(value, kpi.format(), Boolean.TRUE.equals(kpi.percent())));
        List<Band> bands =
                kpi.thresholds().isEmpty() ? ValueFormat.fieldBands(spec.formatRules(), kpi.field()) : kpi.thresholds();
        coloured(shown, ValueFormat.bandColour(value, bands));
    }

    private void chart(Element cell, Chart chart) {
        cell.appendElement("h2").text(chart.title());
        List<Map<String, Object>> points = data.charts().getOrDefault(chart.id(), List.of());
        if (data.truncated().contains(chart.id())) {
            cell.appendElement("p")
                    .addClass("note")
                    .text(
                            chart.y().aggregate() == Aggregate.NONE
                                    ? "Showing the first " + points.size() + " rows; the data has more."
                                    : "Showing the groups seen first; the data has more.");
        }
        if (data.approximate().contains(chart.id())) {
            cell.appendElement("p").addClass("note").text("Some values are estimates (beyond the exact bound).");
        }
        byte[] png = ChartPictures.png(chart, points, colours, ChartPictures.WIDTH, ChartPictures.HEIGHT, 2);
        cell.appendElement("img")
                .addClass("chart")
                .attr("alt", chart.title())
                .attr("src", "data:image/png;base64," + Base64.getEncoder().encodeToString(png));
    }

    private void table(Element cell, DetailTable table) {
        cell.appendElement("h2").text(table.title());
        Element grid = cell.appendElement("table").addClass("details");
        Element header = grid.appendElement("thead").appendElement("tr");
        table.columns().forEach(column -> header.appendElement("th").text(column.field()));
        Element body = grid.appendElement("tbody");
        for (Map<String, Object> row : data.tables().getOrDefault(table.id(), List.of())) {
            Element line = body.appendElement("tr");
            for (TableColumn column : table.columns()) {
                Object value = row.get(column.field());
                Element td = line.appendElement("td").text(ValueFormat.format(value, column.format(), false));
                if (value instanceof Number) {
                    td.addClass("number");
                }
                coloured(td, ValueFormat.bandColour(value, ValueFormat.fieldBands(spec.formatRules(), column.field())));
            }
        }
    }

    private static void coloured(Element element, String colour) {
        if (colour != null) {
            element.attr("style", "color:" + colour);
        }
    }
}
