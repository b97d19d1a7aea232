package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Exclusion;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TableSort;
import org.mnemos.dashboard.entity.UnmappedClause;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

/**
 * The dashboard a business user expects of a table: KPI cards for the main measures (and for every
 * column a threshold rule is about), the main measure over time when there is a date, broken down by
 * the main categorical, and the top rows by the main measure; viewer filters on the main categoricals and the
 * date. Without a measure it counts rows.
 */
final class SpecDesign {

    static final String DEFAULT_COLOUR = "#4C78A8";
    private static final int MEASURE_KPIS = 4;
    private static final int MAX_KPIS = 8;
    private static final int TABLE_ROWS = 20;
    private static final int MAX_TABLE_COLUMNS = 8;
    private static final int MAX_NOTES = 20;
    private static final int MAX_NOTE = 300;
    private static final int VIEWER_CATEGORIES = 3;

    private final DataProfile profile;
    private final TaskRules rules;
    private final SpecFormats formats;
    private final DimensionChoice dimensions;
    private final List<Measure> measures;
    private final Optional<PeriodicTable> periodic;

    SpecDesign(DataProfile profile, TaskRules rules) {
        this.profile = profile;
        this.rules = rules;
        this.formats = new SpecFormats(rules);
        this.dimensions = new DimensionChoice(profile);
        this.measures = MeasureChoice.rank(profile);
        this.periodic = PeriodicTable.of(profile);
    }

    /**
     * The dashboard for the instruction: what its clauses ask for ({@code asked}) first, the defaults where
     * they ask for nothing of a kind (KPIs always, as the page's headline).
     */
    DashboardSpec design(String instruction, ClauseItems asked) {
        List<KpiCard> kpis = new ArrayList<>(asked.kpis());
        Set<String> shown = new HashSet<>(kpis.stream().map(SpecDesign::shows).toList());
        kpis().stream()
                .filter(k -> shown.add(shows(k)))
                .map(k -> periodic.map(p -> p.latest(k)).orElse(k))
                .forEach(kpis::add);
        List<Chart> charts = (asked.charts().isEmpty() ? charts(instruction) : asked.charts())
                .stream().map(this::scaled).toList();
        List<DetailTable> tables = asked.tables().isEmpty()
                ? List.of(periodic.map(p -> p.latest(table())).orElseGet(this::table))
                : asked.tables();
        List<List<String>> rows = new ArrayList<>();
        rows.add(kpis.stream().map(KpiCard::id).toList());
        if (!charts.isEmpty()) {
            rows.add(charts.stream().map(Chart::id).toList());
        }
        rows.add(tables.stream().map(DetailTable::id).toList());
        return new DashboardSpec(
                DashboardSpec.VERSION,
                title(instruction),
                kpis,
                charts,
                tables,
                new Layout(rows),
                rules.formatRules(),
                asked.filters(),
                asked.derived(),
                exclusions(),
                notes(asked.notes()),
                unmapped(asked.notUnderstood()),
                rules.theme(),
                viewerFilters());
    }

    /**
     * The filters a viewer of the dashboard gets: the main categoricals (a complete catalog of a few repeated
     * values, as the breakdown chart's is; never an identifier or free text) and a date range on the time axis's
     * date when there is one. No defaults: the page first shows every row.
     */
    private List<ViewerFilter> viewerFilters() {
        List<ViewerFilter> filters = new ArrayList<>();
        dimensions
                .categories(VIEWER_CATEGORIES)
                .forEach(c -> filters.add(new ViewerFilter(
                        c.name(), ViewerFilterKind.VALUES, Labels.fit(c.name(), Labels.KPI_TITLE), List.of())));
        dimensions
                .date()
                .ifPresent(date -> filters.add(new ViewerFilter(
                        date.name(),
                        ViewerFilterKind.DATE_RANGE,
                        Labels.fit(date.name(), Labels.KPI_TITLE),
                        List.of())));
        return filters;
    }

    /** A chart of an amount whose column a rule scales ("values in billions") writes its axis so too. */
    private Chart scaled(Chart chart) {
        return profile.columns().stream()
                .filter(column -> column.name().equals(chart.y().field()))
                .filter(column ->
                        column.columnType() == ColumnType.INTEGER || column.columnType() == ColumnType.DECIMAL)
                .filter(column -> chart.y().amount())
                .findFirst()
                .flatMap(column ->
                        formats.chart(MeasureChoice.measureOf(column, chart.y().aggregate())))
                .map(format -> chart.withY(chart.y().withFormat(format)))
                .orElse(chart);
    }

    /** Rows that stand for others ("World", "Total") are left out everywhere, so no total counts them twice. */
    private List<Exclusion> exclusions() {
        return profile.columns().stream()
                .filter(c -> !c.aggregateRows().isEmpty())
                .map(c -> new Exclusion(
                        c.name(),
                        c.aggregateRows().stream().map(AggregateRow::value).toList(),
                        "rows that sum up other " + c.name() + " values, left out so nothing is counted twice"))
                .toList();
    }

    /** At most 20 notes of at most 300 characters, as the spec's schema allows. */
    static List<String> notes(List<String> notes) {
        return notes.stream().limit(MAX_NOTES).map(SpecDesign::shortened).toList();
    }

    /** At most 20 phrases not understood, phrase and reason of at most 300 characters each. */
    static List<UnmappedClause> unmapped(List<UnmappedClause> clauses) {
        return clauses.stream()
                .distinct()
                .limit(MAX_NOTES)
                .map(c -> new UnmappedClause(shortened(c.clause()), shortened(c.reason())))
                .toList();
    }

    private static String shortened(String text) {
        return text.length() <= MAX_NOTE ? text : text.substring(0, MAX_NOTE - 1) + "…";
    }

    private List<KpiCard> kpis() {
        Set<Measure> shown = new LinkedHashSet<>(measures.subList(0, Math.min(MEASURE_KPIS, measures.size())));
        measures.stream().filter(m -> !rules.bandsOf(m.field()).isEmpty()).forEach(shown::add);
        List<KpiCard> kpis = new ArrayList<>(shown.stream()
                .limit(MAX_KPIS - 1)
                .map(m -> new KpiCard(
                        "kpi-" + ColumnNames.slug(m.field()),
                        m.title(),
                        m.field(),
                        m.aggregate(),
                        formats.kpi(m),
                        rules.bandsOf(m.field())))
                .toList());
        dimensions.entity().map(SpecDesign::entityCount).ifPresent(kpis::add);
        if (kpis.isEmpty()) {
            kpis.add(new KpiCard(
                    "kpi-rows", "Rows", fullestColumn().name(), Aggregate.COUNT, SpecFormats.count(), null));
        }
        return kpis;
    }

    private static String shows(KpiCard kpi) {
        return kpi.aggregate().json() + " " + kpi.field();
    }

    /** "Order ID" counted distinct is the number of orders. */
    private static KpiCard entityCount(ColumnProfile id) {
        String entity = id.name().replaceAll("(?i)[ _-]*id$", "");
        String title = entity.isBlank() || entity.equals(id.name())
                ? "Distinct " + id.name()
                : Character.toUpperCase(entity.charAt(0)) + entity.substring(1) + "s";
        return new KpiCard(
                "kpi-" + ColumnNames.slug(id.name()),
                Labels.fit(title, Labels.KPI_TITLE),
                id.name(),
                Aggregate.DISTINCT,
                SpecFormats.count(),
                null);
    }

    private List<Chart> charts(String instruction) {
        Optional<ColumnProfile> category = dimensions.category(rules.colouredField());
        Optional<String> ruledCategory = category.map(ColumnProfile::name)
                .filter(n -> rules.colouredField().equals(Optional.of(n)));
        List<Chart> charts = new ArrayList<>();
        dimensions.date().ifPresent(date -> {
            XEncoding x = new XEncoding(date.name(), DimensionChoice.timeUnit(date, instruction), AxisSort.ASCENDING);
            ColourEncoding colour =
                    ruledCategory.map(ColourEncoding::byField).orElse(ColourEncoding.fixed(DEFAULT_COLOUR));
            charts.add(new Chart(
                    "trend",
                    Labels.fit(valueTitle() + " by " + x.timeUnit().json(), Labels.CHART_TITLE),
                    Mark.LINE,
                    x,
                    value(date),
                    colour));
        });
        category.ifPresent(c -> charts.add(new Chart(
                "breakdown",
                Labels.fit(valueTitle() + " by " + c.name(), Labels.CHART_TITLE),
                Mark.BAR,
                new XEncoding(c.name(), null, AxisSort.BY_Y_DESCENDING),
                value(c),
                ColourEncoding.byField(c.name()))));
        return charts;
    }

    /** The top rows by the main measure with what names, dates and groups them; all columns without a measure. */
    private DetailTable table() {
        Optional<Measure> main = mainMeasure();
        List<TableColumn> columns = new ArrayList<>();
        if (main.isEmpty()) {
            profile.columns().forEach(c -> columns.add(new TableColumn(c.name(), null)));
        } else {
            Set<String> fields = new LinkedHashSet<>();
            Stream.of(
                            dimensions.entity(),
                            dimensions.date().or(() -> periodic.map(PeriodicTable::period)),
                            dimensions.label(),
                            dimensions.category(rules.colouredField()))
                    .flatMap(Optional::stream)
                    .filter(d -> fields.add(d.name()))
                    .forEach(d -> columns.add(new TableColumn(d.name(), null)));
            measures.stream()
                    .limit(MEASURE_KPIS)
                    .filter(m -> fields.add(m.field()))
                    .forEach(m -> columns.add(new TableColumn(m.field(), formats.cell(m))));
        }
        TableSort sort =
                main.map(m -> new TableSort(m.field(), SortOrder.DESCENDING)).orElse(null);
        String title =
                main.map(m -> "Top " + TABLE_ROWS + " rows by " + m.field()).orElse("First " + TABLE_ROWS + " rows");
        return new DetailTable(
                "details",
                Labels.fit(title, Labels.CHART_TITLE),
                columns.subList(0, Math.min(MAX_TABLE_COLUMNS, columns.size())),
                sort,
                TABLE_ROWS);
    }

    /** The first measure that totals, else the first measure: what the charts and the table are about. */
    private Optional<Measure> mainMeasure() {
        return measures.stream()
                .filter(m -> m.aggregate() == Aggregate.SUM)
                .findFirst()
                .or(() -> measures.stream().findFirst());
    }

    /** The main measure, or a row count over the grouping column when the table has no measure. */
    private YEncoding value(ColumnProfile grouping) {
        return mainMeasure()
                .map(m -> new YEncoding(m.field(), m.aggregate()))
                .orElse(new YEncoding(grouping.name(), Aggregate.COUNT));
    }

    private String valueTitle() {
        return mainMeasure().map(Measure::title).orElse("Rows");
    }

    private ColumnProfile fullestColumn() {
        return profile.columns().stream()
                .min(Comparator.comparingLong(ColumnProfile::nulls))
                .orElseThrow();
    }

    private static String title(String instruction) {
        if (instruction == null || instruction.isBlank()) {
            return "Dashboard";
        }
        String title = instruction.strip().replaceAll("\\s+", " ");
        title = Character.toUpperCase(title.charAt(0)) + title.substring(1);
        return title.length() <= 120 ? title : title.substring(0, 119) + "…";
    }
}
