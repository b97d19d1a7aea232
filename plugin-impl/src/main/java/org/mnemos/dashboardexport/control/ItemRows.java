package org.mnemos.dashboardexport.control;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.artifact.control.PageData;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.TableColumn;

/**
 * An item's data as a header and rows, read off what the page shows: a KPI as one row {@code id, title, value};
 * a chart's points as {@code x field, colour field?, y title}; a table's rows in its columns; a program's rows
 * (its one item, {@value #PROGRAM_ROWS}).
 */
final class ItemRows {

    static final String PROGRAM_ROWS = "rows";

    private ItemRows() {}

    record Rows(List<String> header, List<List<Object>> rows) {}

    static Optional<Rows> of(DashboardSpec spec, Datasets data, String itemId) {
        for (KpiCard kpi : spec.kpis()) {
            if (kpi.id().equals(itemId)) {
                List<Object> row =
                        Arrays.asList(kpi.id(), kpi.title(), data.kpis().get(kpi.id()));
                return Optional.of(new Rows(List.of("id", "title", "value"), List.of(row)));
            }
        }
        for (Chart chart : spec.charts()) {
            if (chart.id().equals(itemId)) {
                return Optional.of(chart(chart, data.charts().getOrDefault(chart.id(), List.of())));
            }
        }
        for (DetailTable table : spec.tables()) {
            if (table.id().equals(itemId)) {
                List<String> fields =
                        table.columns().stream().map(TableColumn::field).toList();
                List<List<Object>> rows = data.tables().getOrDefault(table.id(), List.of()).stream()
                        .map(row -> fields.stream().map(row::get).toList())
                        .toList();
                return Optional.of(new Rows(fields, rows));
            }
        }
        return Optional.empty();
    }

    static Rows of(PageData program) {
        return new Rows(
                program.columns(), program.rows().stream().map(Arrays::asList).toList());
    }

    private static Rows chart(Chart chart, List<Map<String, Object>> points) {
        boolean series = chart.colour() != null && chart.colour().field() != null;
        List<String> header = new ArrayList<>();
        header.add(chart.x().field());
        if (series) {
            header.add(chart.colour().field());
        }
        header.add(PointLabels.yTitle(chart));
        List<List<Object>> rows = points.stream()
                .map(point -> series
                        ? Arrays.asList(point.get("x"), point.get("colour"), point.get("y"))
                        : Arrays.asList(point.get("x"), point.get("y")))
                .toList();
        return new Rows(header, rows);
    }
}
