package org.mnemos.dashboardexport.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.screening.control.JsonScreen;

/**
 * A spec's datasets with every text value masked by the rule that masks a stored profile's cells (each value
 * read with its column's name, as {@code ProfileRedaction} does): an exported file leaves the server and is
 * forwarded and kept, so a credential a source cell holds must not travel in it. Numbers, dates and booleans
 * are no credential and stay as they are.
 */
final class MaskedDatasets {

    private MaskedDatasets() {}

    static Datasets of(DashboardSpec spec, Datasets data, JsonScreen screen) {
        Map<String, Object> kpis = new LinkedHashMap<>(data.kpis());
        for (KpiCard kpi : spec.kpis()) {
            kpis.computeIfPresent(kpi.id(), (id, value) -> masked(screen, kpi.field(), value));
        }
        Map<String, List<Map<String, Object>>> charts = new LinkedHashMap<>(data.charts());
        for (Chart chart : spec.charts()) {
            String colour = chart.colour() == null ? null : chart.colour().field();
            Map<String, String> columns = new LinkedHashMap<>();
            columns.put("x", chart.x().field());
            columns.put("colour", colour);
            charts.computeIfPresent(chart.id(), (id, points) -> masked(points, member -> columns.get(member), screen));
        }
        Map<String, List<Map<String, Object>>> tables = new LinkedHashMap<>(data.tables());
        tables.replaceAll((id, rows) -> masked(rows, Function.identity(), screen));
        return new Datasets(data.rowCount(), kpis, charts, tables, data.truncated(), data.approximate());
    }

    /** Each row with its text cells masked, a cell read under the column {@code column} names for its member. */
    private static List<Map<String, Object>> masked(
            List<Map<String, Object>> rows, Function<String, String> column, JsonScreen screen) {
        return rows.stream()
                .map(row -> {
                    Map<String, Object> copy = new LinkedHashMap<>();
                    row.forEach((member, value) -> copy.put(member, masked(screen, column.apply(member), value)));
                    return copy;
                })
                .toList();
    }

    private static Object masked(JsonScreen screen, String column, Object value) {
        return value instanceof String text ? screen.masked(column, text) : value;
    }
}
