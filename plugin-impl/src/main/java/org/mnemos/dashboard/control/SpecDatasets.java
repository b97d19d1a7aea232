package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Ratio;
import org.mnemos.dashboard.entity.ViewerSelection;

/**
 * Computes a spec's {@link Datasets} while its source is read: every KPI, chart and table of the spec, a row at
 * a time, values typed by the profile's column types ({@link RowTyping}; only the columns the spec reads), derived
 * fields computed per row ({@link DerivedValues}), each item counting the rows the dashboard's and its own filters
 * keep and its exclusions do not drop ({@link RowFilter}). What it keeps does not grow with the rows: one measure
 * per KPI, at most {@value ChartGroups#MAX_GROUPS} groups per chart (or {@value RawPoints#MAX_POINTS} raw points),
 * at most a table's limit of rows per table, and bounded distinct counters and medians. A read that starts over
 * ({@link #start}) starts the computation over.
 */
public final class SpecDatasets implements RowSink {

    private final DashboardSpec spec;
    private final DataProfile typing;
    private final int maxGroups;
    private final List<Filter> selected;
    private SpecRows.Recorder recorder;
    private RowTyping rowTyping;
    private int width;
    private int[] read;
    private Map<String, Integer> index;
    private Map<String, DerivedField> derived;
    private RowFilter wide;
    private Map<String, RowFilter> own;
    private Map<String, Measure> kpis;
    private Map<String, ChartPoints> charts;
    private Map<String, TopRows> tables;
    private long rowCount;

    SpecDatasets(DashboardSpec spec, DataProfile typing, int maxGroups, ViewerSelection selection) {
        this.spec = spec;
        this.typing = typing;
        this.maxGroups = maxGroups;
        this.selected = selection.filters();
        start(List.of());
    }

    SpecDatasets(DashboardSpec spec, DataProfile typing, int maxGroups) {
        this(spec, typing, maxGroups, ViewerSelection.NONE);
    }

    /** The datasets of {@code spec}, with values typed by the column types of {@code typing}. */
    public static SpecDatasets of(DashboardSpec spec, DataProfile typing) {
        return of(spec, typing, ViewerSelection.NONE);
    }

    /**
     * The datasets of {@code spec} over the rows {@code selection} keeps besides the spec's own filters: the one
     * computation behind the page, its exports and its subscriptions, whether the rows come from the source or
     * from a refresh's {@link SpecRows}.
     */
    public static SpecDatasets of(DashboardSpec spec, DataProfile typing, ViewerSelection selection) {
        return new SpecDatasets(spec, typing, ChartGroups.MAX_GROUPS, selection);
    }

    /** This computation also handing every row it types to {@code rows}: a refresh's kept rows, from its one read. */
    public SpecDatasets keeping(SpecRows.Recorder rows) {
        this.recorder = rows;
        return this;
    }

    /** The datasets over kept rows: the same computation as over the source, without reading or typing it again. */
    public Datasets over(SpecRows rows) {
        start(rows.columns());
        int columns = rows.columns().size();
        for (int r = 0; r < rows.rows(); r++) {
            Object[] values = new Object[columns];
            for (int c = 0; c < columns; c++) {
                values[c] = rows.value(c, r);
            }
            add(values);
        }
        return result();
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
        derived = spec.derivedByName();
        wide = RowFilter.of(
                Stream.concat(spec.filters().stream(), selected.stream()).toList(), spec.exclusions(), typing);
        own = new HashMap<>();
        kpis = new LinkedHashMap<>();
        spec.kpis().forEach(kpi -> {
            kpis.put(kpi.id(), Measure.ofKpi(kpi.aggregate(), kpi.per()));
            own.put(kpi.id(), RowFilter.of(kpi.filters(), List.of(), typing));
        });
        charts = new LinkedHashMap<>();
        spec.charts().forEach(chart -> {
            charts.put(
                    chart.id(),
                    chart.y().aggregate() == Aggregate.NONE
                            ? new RawPoints(chart, RawPoints.MAX_POINTS)
                            : new ChartGroups(chart, typing, maxGroups));
            own.put(chart.id(), RowFilter.of(chart.filters(), List.of(), typing));
        });
        tables = new LinkedHashMap<>();
        spec.tables().forEach(table -> {
            tables.put(table.id(), new TopRows(table));
            own.put(table.id(), RowFilter.of(table.filters(), List.of(), typing));
        });
        rowCount = 0;
        if (recorder != null) {
            recorder.start(columns);
        }
    }

    @Override
    public void accept(Row row) {
        // Only the columns the spec reads are typed: a wide source's other columns cost nothing.
        Object[] values = new Object[width];
        for (int column : read) {
            values[column] = rowTyping.exact(row, column);
        }
        if (recorder != null) {
            recorder.add(values);
        }
        add(values);
    }

    /** One row's values, typed, in the order of the columns the computation started with. */
    private void add(Object[] values) {
        rowCount++;
        Function<String, Object> cell = field -> value(values, field);
        if (!wide.keeps(cell)) {
            return;
        }
        for (KpiCard kpi : spec.kpis()) {
            if (own.get(kpi.id()).keeps(cell)) {
                kpis.get(kpi.id()).add(cell.apply(kpi.field()), cell.apply(per(kpi.per())));
            }
        }
        for (Chart chart : spec.charts()) {
            if (own.get(chart.id()).keeps(cell)) {
                String colour = chart.colour() == null ? null : chart.colour().field();
                charts.get(chart.id())
                        .add(
                                cell.apply(chart.x().field()),
                                cell.apply(colour),
                                cell.apply(chart.y().field()),
                                cell.apply(per(chart.y().per())));
            }
        }
        for (DetailTable table : spec.tables()) {
            if (own.get(table.id()).keeps(cell)) {
                TopRows top = tables.get(table.id());
                List<String> fields = top.fields();
                Object[] cells = new Object[fields.size()];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = cell.apply(fields.get(i));
                }
                top.add(cells, cell.apply(top.sortField()));
            }
        }
    }

    private static String per(Ratio per) {
        return per == null ? null : per.field();
    }

    public Datasets result() {
        Map<String, Object> kpiValues = new LinkedHashMap<>();
        kpis.forEach((id, measure) -> kpiValues.put(id, measure.result()));
        Map<String, List<Map<String, Object>>> chartPoints = new LinkedHashMap<>();
        charts.forEach((id, groups) -> chartPoints.put(id, groups.points()));
        Map<String, List<Map<String, Object>>> tableRows = new LinkedHashMap<>();
        tables.forEach((id, top) -> tableRows.put(id, top.rows()));
        List<String> truncated = charts.entrySet().stream()
                .filter(chart -> chart.getValue().truncated())
                .map(Map.Entry::getKey)
                .toList();
        List<String> approximate = new ArrayList<>();
        kpis.forEach((id, measure) -> {
            if (measure.approximate()) {
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
        return kpis.values().stream().mapToInt(Measure::retained).sum()
                + charts.values().stream().mapToInt(ChartPoints::retained).sum()
                + tables.values().stream().mapToInt(TopRows::retained).sum();
    }

    private Object value(Object[] values, String field) {
        DerivedField computed = field == null ? null : derived.get(field);
        if (computed != null) {
            return DerivedValues.value(computed, name -> value(values, name));
        }
        Integer at = field == null ? null : index.get(field);
        return at == null || at >= values.length ? null : values[at];
    }
}
