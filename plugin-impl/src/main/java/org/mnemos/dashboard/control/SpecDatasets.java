package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.KpiCard;

/**
 * Computes a spec's {@link Datasets} while its source is read: every KPI, chart and table of the spec, a row at
 * a time, values typed by the profile's column types ({@link RowTyping}; only the columns the spec reads). What
 * it keeps does not grow with the rows: one aggregate per KPI, at most {@value ChartGroups#MAX_GROUPS} groups
 * per chart, at most a table's limit of rows per table, and bounded distinct counters. A read that starts over
 * ({@link #start}) starts the computation over.
 */
public final class SpecDatasets implements RowSink {

    private final DashboardSpec spec;
    private final DataProfile typing;
    private final int maxGroups;
    private RowTyping rowTyping;
    private int width;
    private int[] read;
    private Map<String, Integer> index;
    private Map<String, Aggregation> kpis;
    private Map<String, ChartGroups> charts;
    private Map<String, TopRows> tables;
    private long rowCount;

    SpecDatasets(DashboardSpec spec, DataProfile typing, int maxGroups) {
        this.spec = spec;
        this.typing = typing;
        this.maxGroups = maxGroups;
        start(List.of());
    }

    /** The datasets of {@code spec}, with values typed by the column types of {@code typing}. */
    public static SpecDatasets of(DashboardSpec spec, DataProfile typing) {
        return new SpecDatasets(spec, typing, ChartGroups.MAX_GROUPS);
    }

    @Override
    public void start(List<String> columns) {
        rowTyping = new RowTyping(typing, columns);
        width = columns.size();
        index = new HashMap<>();
        for (int i = columns.size() - 1; i >= 0; i--) {
            index.put(columns.get(i), i);
        }
        read = spec.fields().stream()
                .filter(index::containsKey)
                .mapToInt(index::get)
                .toArray();
        kpis = new LinkedHashMap<>();
        spec.kpis().forEach(kpi -> kpis.put(kpi.id(), Aggregation.ofKpi(kpi.aggregate())));
        charts = new LinkedHashMap<>();
        spec.charts().forEach(chart -> charts.put(chart.id(), new ChartGroups(chart, maxGroups)));
        tables = new LinkedHashMap<>();
        spec.tables().forEach(table -> tables.put(table.id(), new TopRows(table)));
        rowCount = 0;
    }

    @Override
    public void accept(Row row) {
        // Only the columns the spec reads are typed: a wide source's other columns cost nothing.
        Object[] values = new Object[width];
        for (int column : read) {
            values[column] = rowTyping.exact(row, column);
        }
        rowCount++;
        for (KpiCard kpi : spec.kpis()) {
            kpis.get(kpi.id()).add(value(values, kpi.field()));
        }
        for (Chart chart : spec.charts()) {
            String colour = chart.colour() == null ? null : chart.colour().field();
            charts.get(chart.id())
                    .add(
                            value(values, chart.x().field()),
                            value(values, colour),
                            value(values, chart.y().field()));
        }
        for (TopRows top : tables.values()) {
            List<String> fields = top.fields();
            Object[] cells = new Object[fields.size()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = value(values, fields.get(i));
            }
            top.add(cells, value(values, top.sortField()));
        }
    }

    public Datasets result() {
        Map<String, Object> kpiValues = new LinkedHashMap<>();
        kpis.forEach((id, aggregation) -> kpiValues.put(id, aggregation.result()));
        Map<String, List<Map<String, Object>>> chartPoints = new LinkedHashMap<>();
        charts.forEach((id, groups) -> chartPoints.put(id, groups.points()));
        Map<String, List<Map<String, Object>>> tableRows = new LinkedHashMap<>();
        tables.forEach((id, top) -> tableRows.put(id, top.rows()));
        List<String> truncated = charts.entrySet().stream()
                .filter(chart -> chart.getValue().truncated())
                .map(Map.Entry::getKey)
                .toList();
        List<String> approximate = new ArrayList<>();
        kpis.forEach((id, aggregation) -> {
            if (aggregation.approximate()) {
                approximate.add(id);
            }
        });
        charts.forEach((id, groups) -> {
            if (groups.approximate()) {
                approximate.add(id);
            }
        });
        return new Datasets(rowCount, kpiValues, chartPoints, tableRows, truncated, approximate);
    }

    /** What the computation holds now: chart groups, table rows and exact distinct hashes, for bound checks. */
    int retained() {
        return kpis.values().stream().mapToInt(Aggregation::retained).sum()
                + charts.values().stream().mapToInt(ChartGroups::retained).sum()
                + tables.values().stream().mapToInt(TopRows::retained).sum();
    }

    private Object value(Object[] values, String field) {
        Integer at = field == null ? null : index.get(field);
        return at == null || at >= values.length ? null : values[at];
    }
}
