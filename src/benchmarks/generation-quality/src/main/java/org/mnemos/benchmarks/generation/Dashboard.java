package org.mnemos.benchmarks.generation;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a generated dashboard shows, read the way a viewer's page gets it: the draft's DashboardSpec (charts and
 * KPI cards) and the points the server computed for each chart (the render's {@code #mnemos-data} block).
 */
record Dashboard(List<ChartView> charts, List<Aggregated> kpis) {

    private static final Pattern DATA_BLOCK =
            Pattern.compile("<script[^>]*id=\"mnemos-data\"[^>]*>(.*?)</script>", Pattern.DOTALL);

    /** A chart: mark, x (with its date bin and sort), y and its aggregate, series column, and its points. */
    record ChartView(
            String mark,
            String x,
            String timeUnit,
            String sort,
            String y,
            String aggregate,
            String colour,
            List<Point> points) {}

    /** A column and what is done to it (a KPI card, or a chart's y). */
    record Aggregated(String field, String aggregate) {}

    /** The draft's spec JSON and the rendered page; a program (not a spec) shows no chart the scorer can read. */
    static Dashboard of(String specJson, String page) throws IOException {
        JsonNode spec = Case.JSON.readTree(specJson);
        Matcher block = DATA_BLOCK.matcher(page);
        JsonNode datasets = block.find() ? Case.JSON.readTree(block.group(1)).path("charts") : Case.JSON.missingNode();
        List<ChartView> charts = new ArrayList<>();
        for (JsonNode chart : spec.path("charts")) {
            List<Point> points = new ArrayList<>();
            for (JsonNode p : datasets.path(chart.path("id").asText())) {
                points.add(new Point(Case.text(p.get("x")), Case.text(p.get("colour")), Point.number(Case.text(p.get("y")))));
            }
            charts.add(new ChartView(
                    Case.text(chart.path("mark")),
                    Case.text(chart.path("x").path("field")),
                    Case.text(chart.path("x").path("timeUnit")),
                    Case.text(chart.path("x").path("sort")),
                    Case.text(chart.path("y").path("field")),
                    Case.text(chart.path("y").path("aggregate")),
                    Case.text(chart.path("colour").path("field")),
                    points));
        }
        List<Aggregated> kpis = new ArrayList<>();
        for (JsonNode kpi : spec.path("kpis")) {
            kpis.add(new Aggregated(Case.text(kpi.path("field")), Case.text(kpi.path("aggregate"))));
        }
        return new Dashboard(charts, kpis);
    }

    /** Every aggregate on the page: the KPI cards' and the charts' y. */
    List<Aggregated> aggregates() {
        List<Aggregated> all = new ArrayList<>(kpis);
        charts.forEach(c -> all.add(new Aggregated(c.y(), c.aggregate())));
        return all;
    }
}
