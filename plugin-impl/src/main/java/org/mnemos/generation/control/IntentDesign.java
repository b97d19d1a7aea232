package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Bin;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.SeriesLimit;
import org.mnemos.dashboard.entity.Stack;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.UnmappedClause;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RankIntent;
import org.mnemos.generation.entity.RequestIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.Stacking;
import org.mnemos.generation.entity.TimeGrain;

/**
 * Each understood clause of a request as the chart, KPI or table an analyst would build from it: a measure
 * by a category is a bar sorted by its value, over time a line, two measures a scatter, "share" of a few
 * categories a pie, a quantity alone a KPI. What it cannot map is a note, never a guess.
 */
final class IntentDesign {

    /** Bins of a numeric axis asked for in ranges ("age groups"). */
    private static final int BINS = 10;

    /** Series of a line limited by "the largest" without a number. */
    private static final int SERIES = 10;

    /** Categories a pie shows legibly; a share of more is a bar. */
    private static final int PIE_SLICES = 8;

    private final DataProfile profile;
    private final TaskRules rules;
    private final SpecFormats formats;
    private final ColumnFacts facts;
    private final List<KpiCard> kpis = new ArrayList<>();
    private final List<Chart> charts = new ArrayList<>();
    private final List<DetailTable> tables = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<Filter> filters = new ArrayList<>();
    private final List<DerivedField> derived = new ArrayList<>();
    private final SpecFilters specFilters;
    private final QuantityChoice quantities;

    IntentDesign(DataProfile profile, TaskRules rules) {
        this.profile = profile;
        this.rules = rules;
        this.formats = new SpecFormats(rules);
        this.specFilters = new SpecFilters(profile);
        this.facts = new ColumnFacts(profile);
        this.quantities = new QuantityChoice(profile, derived, this::note);
    }

    /** The items the request's clauses ask for, and what could not be mapped. */
    ClauseItems design(RequestIntent intent) {
        intent.notUnderstood().forEach(u -> note("'" + u.phrase() + "': " + u.reason() + "; nothing added"));
        filters.addAll(filters(intent.filters(), "the whole dashboard"));
        for (ClauseIntent clause : intent.clauses()) {
            if (clause.understood() && !onlyAGrain(clause)) {
                clause(clause);
            }
        }
        List<UnmappedClause> unmapped = intent.notUnderstood().stream()
                .map(u -> new UnmappedClause(u.phrase(), u.reason()))
                .toList();
        return new ClauseItems(kpis, charts, tables, filters, derived, notes, unmapped);
    }

    /**
     * A clause of only a time ("weekly operations dashboard", "over time") sets the grain of the dashboard's
     * trend of its main measure, not a chart of its own.
     */
    private static boolean onlyAGrain(ClauseIntent clause) {
        return clause.measures().isEmpty()
                && clause.dimensions().isEmpty()
                && clause.colour() == null
                && clause.filters().isEmpty()
                && clause.chart() == null
                && clause.time() != null;
    }

    private void clause(ClauseIntent clause) {
        List<MeasureIntent> measures = new ArrayList<>(clause.measures());
        if (clause.chart() == ChartWish.TABLE) {
            tables.add(table(clause, measures));
            return;
        }
        String x = xField(clause, measures);
        String counted = x == null ? countedCategory(clause, measures) : null;
        if (counted != null) {
            x = counted;
        }
        if (x == null || clause.chart() == ChartWish.KPI) {
            List<Filter> kept = filters(clause.filters(), clause.text());
            measures.forEach(m -> kpi(m, kept)
                    .filter(k -> kpis.stream().noneMatch(same -> same.title().equals(k.title())))
                    .ifPresent(kpis::add));
            if (x == null && measures.isEmpty()) {
                note("'" + clause.text() + "': nothing to measure or group by; nothing added");
            }
            return;
        }
        boolean scatter =
                counted == null && clause.time() == null && clause.dimensions().isEmpty();
        MeasureIntent measure = measures.isEmpty() ? MeasureIntent.of(null, Aggregation.COUNT) : measures.get(0);
        Mark mark = mark(clause, measure, x, scatter);
        Optional<YEncoding> y = y(measure, x, scatter, mark != Mark.ARC);
        if (y.isEmpty()) {
            return;
        }
        String colour = colour(clause, x, mark);
        Bin bin = clause.binned().contains(x) ? new Bin(null, BINS) : null;
        XEncoding xEncoding = new XEncoding(x, timeUnit(clause, y.get()), sort(clause, mark), bin, null);
        boolean series = colour != null && !colour.equals(x);
        RankIntent rank = clause.rank();
        boolean timeAxis = clause.time() != null;
        charts.add(new Chart(
                "chart-" + (charts.size() + 1),
                title(y.get(), x, colour),
                mark,
                xEncoding,
                y.get(),
                colour == null ? ColourEncoding.fixed(SpecDesign.DEFAULT_COLOUR) : ColourEncoding.byField(colour),
                clause.chart() == ChartWish.DONUT ? Boolean.TRUE : null,
                rank != null && !timeAxis && mark != Mark.POINT ? new GroupLimit(Math.min(rank.n(), 100), false) : null,
                series && (mark == Mark.BAR || mark == Mark.AREA) ? stack(clause) : null,
                filters(clause.filters(), clause.text()),
                rank != null && timeAxis && series ? new SeriesLimit(seriesLimit(rank)) : null));
        String axis = x;
        clause.dimensions().stream()
                .map(FieldMatch::column)
                .filter(d -> !d.equals(axis) && !d.equals(colour))
                .forEach(d -> chartBy(d, y.get(), clause));
    }

    /**
     * A dimension the clause asked for that neither the axis nor the colour shows ("volume by complaint type
     * and borough, open vs closed") gets a chart of its own, in the owner's colours when a rule is about it.
     */
    private void chartBy(String x, YEncoding measured, ClauseIntent clause) {
        YEncoding y = measured.aggregate() == Aggregate.COUNT ? new YEncoding(x, Aggregate.COUNT) : measured;
        boolean coloured = rules.colouredField().filter(x::equals).isPresent();
        String colour =
                coloured || clause.colour() == null ? x : clause.colour().column();
        boolean series = !colour.equals(x);
        charts.add(new Chart(
                "chart-" + (charts.size() + 1),
                title(y, x, series ? colour : null),
                Mark.BAR,
                new XEncoding(x, null, AxisSort.BY_Y_DESCENDING, null, null),
                y,
                coloured || series ? ColourEncoding.byField(colour) : ColourEncoding.fixed(SpecDesign.DEFAULT_COLOUR),
                null,
                null,
                series ? stack(clause) : null,
                filters(clause.filters(), clause.text()),
                null));
    }

    /** "The largest economies" over time means a handful of series, not one. */
    private static int seriesLimit(RankIntent rank) {
        return rank.n() == 1 ? SERIES : Math.min(rank.n(), 100);
    }

    private static Stack stack(ClauseIntent clause) {
        return clause.stacking() == Stacking.GROUPED ? Stack.GROUPED : Stack.STACKED;
    }

    private List<Filter> filters(List<FilterIntent> intents, String where) {
        List<Filter> mapped = new ArrayList<>();
        for (FilterIntent intent : intents) {
            specFilters
                    .of(intent)
                    .ifPresentOrElse(
                            mapped::add,
                            () -> note("'" + String.join(" ", intent.values()) + "' in "
                                    + intent.column() + " (" + where + "): no bound to filter by;"
                                    + " all rows kept"));
        }
        return mapped;
    }

    /** The time column, else the first dimension, else a scatter's first measure; null for a KPI. */
    private static String xField(ClauseIntent clause, List<MeasureIntent> measures) {
        if (clause.time() != null && clause.time().column() != null) {
            return clause.time().column();
        }
        if (!clause.dimensions().isEmpty()) {
            return clause.dimensions().get(0).column();
        }
        if (measures.size() >= 2
                && measures.get(0).column() != null
                && measures.get(1).column() != null) {
            return measures.remove(0).column();
        }
        return null;
    }

    /**
     * "A bar chart that counts the number of grape": a chart asked for over nothing but a count of a category
     * groups the rows by that category, as an analyst would; so does a column named beside the number of rows
     * ("all majors and the corresponding number of students"). Without a chart wish the count stays a KPI. The
     * count then becomes a row count per value.
     */
    private String countedCategory(ClauseIntent clause, List<MeasureIntent> measures) {
        if (clause.chart() == null || clause.chart() == ChartWish.KPI || clause.chart() == ChartWish.TABLE) {
            return null;
        }
        List<MeasureIntent> named =
                measures.stream().filter(m -> m.column() != null).toList();
        boolean rowCount = measures.stream()
                .anyMatch(m -> m.column() == null && m.aggregation() == Aggregation.COUNT && m.derived() == null);
        if (named.size() != 1 || named.size() == measures.size() && named.get(0).aggregation() != Aggregation.COUNT) {
            return null;
        }
        MeasureIntent one = named.get(0);
        boolean countedCategory = one.aggregation() == Aggregation.COUNT
                && column(one.column()).map(facts::role).orElse(null) == ColumnRole.CATEGORY;
        boolean besideARowCount = rowCount && one.aggregation() == Aggregation.NONE && one.derived() == null;
        if (!countedCategory && !besideARowCount) {
            return null;
        }
        measures.clear();
        measures.add(MeasureIntent.of(null, Aggregation.COUNT));
        return one.column();
    }

    /**
     * The series column asked for (or the second dimension); else a pie's slices, or the axis when a colour
     * rule is about it, so the owner's colours show.
     */
    private String colour(ClauseIntent clause, String x, Mark mark) {
        if (clause.colour() != null) {
            return clause.colour().column();
        }
        List<FieldMatch> dims = clause.dimensions();
        int second = clause.time() != null ? 0 : 1;
        if (dims.size() > second
                && !column(dims.get(second).column()).map(this::onePerRow).orElse(true)) {
            return dims.get(second).column();
        }
        return mark == Mark.ARC || rules.colouredField().filter(x::equals).isPresent() ? x : null;
    }

    private Mark mark(ClauseIntent clause, MeasureIntent measure, String x, boolean scatter) {
        if (clause.chart() != null) {
            return switch (clause.chart()) {
                case PIE, DONUT -> Mark.ARC;
                case LINE -> Mark.LINE;
                case AREA -> Mark.AREA;
                case SCATTER -> Mark.POINT;
                default -> Mark.BAR;
            };
        }
        if (clause.time() != null) {
            return Mark.LINE;
        }
        if (scatter) {
            return Mark.POINT;
        }
        boolean fewSlices = column(x).map(c -> c.distinct() <= PIE_SLICES).orElse(false);
        return measure.aggregation() == Aggregation.SHARE && fewSlices ? Mark.ARC : Mark.BAR;
    }

    /** Time ascending; bars by value, largest first, unless an order was asked. */
    private static AxisSort sort(ClauseIntent clause, Mark mark) {
        SortIntent sort = clause.sort();
        // On a time axis a ranking ("the largest economies") picks the series; the years stay in order.
        boolean byValue = sort != null && sort.key() == SortIntent.SortKey.Y;
        if (byValue && clause.time() == null) {
            return sort.descending() ? AxisSort.BY_Y_DESCENDING : AxisSort.BY_Y;
        }
        if (sort != null && !byValue) {
            return sort.descending() ? AxisSort.DESCENDING : AxisSort.ASCENDING;
        }
        if (clause.time() != null || mark == Mark.POINT || mark == Mark.LINE || mark == Mark.AREA) {
            return AxisSort.ASCENDING;
        }
        return clause.rank() != null && !clause.rank().largest() ? AxisSort.BY_Y : AxisSort.BY_Y_DESCENDING;
    }

    /** The grain asked; else the column's natural one, except under values plotted one a row, each at its date. */
    private TimeUnit timeUnit(ClauseIntent clause, YEncoding y) {
        if (clause.time() == null || !isDate(clause.time().column())) {
            return null;
        }
        TimeGrain grain = clause.time().grain();
        if (grain == null && y.aggregate() == Aggregate.NONE) {
            return null;
        }
        if (grain == null) {
            return DimensionChoice.timeUnit(column(clause.time().column()).orElseThrow(), null);
        }
        return switch (grain) {
            case YEAR -> TimeUnit.YEAR;
            case QUARTER -> TimeUnit.QUARTER;
            case MONTH -> TimeUnit.MONTH;
            case WEEK -> TimeUnit.WEEK;
            case DAY -> TimeUnit.DAY;
            case MONTH_OF_YEAR -> TimeUnit.MONTH_OF_YEAR;
            case WEEKDAY -> TimeUnit.WEEKDAY;
            case DAY_OF_MONTH -> TimeUnit.DAY_OF_MONTH;
            case HOUR -> TimeUnit.HOUR;
        };
    }

    /**
     * The y of a chart: a count of the x's rows, or the measure with the aggregation asked; a sum or average
     * of a column whose total means nothing is refused with a note, a sum of a non-additive one is averaged.
     */
    private Optional<YEncoding> y(MeasureIntent measure, String x, boolean scatter, boolean points) {
        return quantities
                .of(measure, scatter, points)
                .map(q -> new YEncoding(
                        q.field() == null ? x : q.field(),
                        q.aggregate(),
                        q.per(),
                        q.per() == null ? null : Boolean.TRUE));
    }

    private Optional<KpiCard> kpi(MeasureIntent measure, List<Filter> kept) {
        return quantities.of(measure, false, false).map(q -> {
            String field = q.field() == null ? fullestColumn() : q.field();
            String title = Labels.fit(
                    q.title() != null
                            ? q.title()
                            : q.field() == null ? "Rows" : QuantityChoice.label(q.aggregate()) + " " + field,
                    Labels.KPI_TITLE);
            return new KpiCard(
                    "kpi-" + (kpis.size() + 1) + "-" + ColumnNames.slug(title),
                    title,
                    field,
                    q.aggregate(),
                    format(q, field),
                    List.of(),
                    q.per(),
                    q.per() == null ? null : Boolean.TRUE,
                    kept);
        });
    }

    private NumberFormat format(Quantity quantity, String field) {
        if (quantity.aggregate() == Aggregate.COUNT || quantity.aggregate() == Aggregate.DISTINCT) {
            return SpecFormats.count();
        }
        if (quantity.per() != null) {
            return new NumberFormat(FormatType.PERCENT, 1, null, null);
        }
        return column(field)
                .map(c -> formats.kpi(MeasureChoice.measureOf(c, quantity.aggregate())))
                .orElse(NumberFormat.number(1));
    }

    private DetailTable table(ClauseIntent clause, List<MeasureIntent> measures) {
        List<TableColumn> columns = new ArrayList<>();
        clause.dimensions().forEach(d -> columns.add(new TableColumn(d.column(), null)));
        measures.stream().filter(m -> m.column() != null).forEach(m -> columns.add(new TableColumn(m.column(), null)));
        if (columns.isEmpty()) {
            profile.columns().forEach(c -> columns.add(new TableColumn(c.name(), null)));
        }
        return new DetailTable(
                "table-" + (tables.size() + 1),
                Labels.fit(QuantityChoice.sentence(clause.text()), Labels.CHART_TITLE),
                columns,
                null,
                20);
    }

    private static String title(YEncoding y, String x, String colour) {
        String value =
                y.aggregate() == Aggregate.COUNT ? "Count" : QuantityChoice.label(y.aggregate()) + " " + y.field();
        return Labels.fit(value + " by " + x + (colour == null ? "" : " and " + colour), Labels.CHART_TITLE);
    }

    private boolean isDate(String name) {
        return column(name)
                .map(c -> switch (c.columnType()) {
                    case DATE, DATETIME -> true;
                    default -> false;
                })
                .orElse(false);
    }

    private Optional<ColumnProfile> column(String name) {
        return profile.columns().stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** A column with a value per row: as series, each of one row, it splits nothing. */
    private boolean onePerRow(ColumnProfile column) {
        return column.distinctExact() && column.distinct() >= profile.rowCount();
    }

    private String fullestColumn() {
        return profile.columns().stream()
                .min(java.util.Comparator.comparingLong(ColumnProfile::nulls))
                .orElseThrow()
                .name();
    }

    private void note(String note) {
        if (!notes.contains(note)) {
            notes.add(note);
        }
    }
}
