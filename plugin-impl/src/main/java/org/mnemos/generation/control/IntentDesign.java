package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RequestIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.TimeGrain;

/**
 * Each understood clause of a request as the chart, KPI or table an analyst would build from it: a measure
 * by a category is a bar sorted by its value, over time a line, two measures a scatter, "share" of a few
 * categories a pie, a quantity alone a KPI. What it cannot map is a note, never a guess.
 */
final class IntentDesign {

    /**
     * How a column's values are plotted as they are (a scatter's points, an id over a date): the largest per
     * point, which is the value itself where each x has one row.
     */
    private static final Aggregate RAW = Aggregate.MAX;

    /** Categories a pie shows legibly; a share of more is a bar. */
    private static final int PIE_SLICES = 8;

    private final DataProfile profile;
    private final TaskRules rules;
    private final SpecFormats formats;
    private final List<KpiCard> kpis = new ArrayList<>();
    private final List<Chart> charts = new ArrayList<>();
    private final List<DetailTable> tables = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    IntentDesign(DataProfile profile, TaskRules rules) {
        this.profile = profile;
        this.rules = rules;
        this.formats = new SpecFormats(rules);
    }

    /** The items the request's clauses ask for, and what could not be mapped. */
    ClauseItems design(RequestIntent intent) {
        intent.notUnderstood().forEach(u -> note("'" + u.phrase() + "': " + u.reason() + "; nothing added"));
        for (ClauseIntent clause : intent.clauses()) {
            if (clause.understood() && !onlyAGrain(clause)) {
                clause(clause);
            }
        }
        return new ClauseItems(kpis, charts, tables, notes);
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
        measures.removeIf(m -> derivedUnsupported(m));
        if (clause.chart() == ChartWish.TABLE) {
            tables.add(table(clause, measures));
            return;
        }
        String x = xField(clause, measures);
        if (x == null || clause.chart() == ChartWish.KPI) {
            measures.forEach(m -> kpi(m).ifPresent(kpis::add));
            if (x == null && measures.isEmpty()) {
                note("'" + clause.text() + "': nothing to measure or group by; nothing added");
            }
            return;
        }
        boolean scatter = clause.time() == null && clause.dimensions().isEmpty();
        MeasureIntent measure = measures.isEmpty() ? MeasureIntent.of(null, Aggregation.COUNT) : measures.get(0);
        Optional<YEncoding> y = y(measure, x, scatter);
        if (y.isEmpty()) {
            return;
        }
        Mark mark = mark(clause, measure, x, scatter);
        String colour = colour(clause, x, mark);
        XEncoding xEncoding = new XEncoding(x, timeUnit(clause), sort(clause, mark));
        charts.add(new Chart(
                "chart-" + (charts.size() + 1),
                title(y.get(), x, colour),
                mark,
                xEncoding,
                y.get(),
                colour == null ? ColourEncoding.fixed(SpecDesign.DEFAULT_COLOUR) : ColourEncoding.byField(colour)));
        if (clause.rank() != null) {
            note("'" + clause.text() + "': top " + clause.rank().n() + " needs a chart limit; all groups shown");
        }
        clause.filters()
                .forEach(f -> note(
                        "'" + clause.text() + "': filter on " + f.column() + " needs a chart filter; all rows shown"));
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
     * The series column asked for (or the second dimension); else a pie's slices, or the axis when a colour
     * rule is about it, so the owner's colours show.
     */
    private String colour(ClauseIntent clause, String x, Mark mark) {
        if (clause.colour() != null) {
            return clause.colour().column();
        }
        List<FieldMatch> dims = clause.dimensions();
        int second = clause.time() != null ? 0 : 1;
        if (dims.size() > second) {
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
        if (sort != null && sort.key() == SortIntent.SortKey.Y) {
            return sort.descending() ? AxisSort.BY_Y_DESCENDING : AxisSort.BY_Y;
        }
        if (sort != null) {
            return sort.descending() ? AxisSort.DESCENDING : AxisSort.ASCENDING;
        }
        if (clause.time() != null || mark == Mark.POINT || mark == Mark.LINE || mark == Mark.AREA) {
            return AxisSort.ASCENDING;
        }
        return clause.rank() != null && !clause.rank().largest() ? AxisSort.BY_Y : AxisSort.BY_Y_DESCENDING;
    }

    private TimeUnit timeUnit(ClauseIntent clause) {
        if (clause.time() == null || !isDate(clause.time().column())) {
            return null;
        }
        TimeGrain grain = clause.time().grain();
        if (grain == null) {
            return DimensionChoice.timeUnit(column(clause.time().column()).orElseThrow(), null);
        }
        return switch (grain) {
            case YEAR -> TimeUnit.YEAR;
            case QUARTER -> TimeUnit.QUARTER;
            case MONTH, MONTH_OF_YEAR -> TimeUnit.MONTH;
            case WEEK -> TimeUnit.WEEK;
            default -> TimeUnit.DAY;
        };
    }

    /**
     * The y of a chart: a count of the x's rows, or the measure with the aggregation asked; a sum or average
     * of a column whose total means nothing is refused with a note, a sum of a non-additive one is averaged.
     */
    private Optional<YEncoding> y(MeasureIntent measure, String x, boolean scatter) {
        Optional<Aggregate> aggregate = aggregate(measure, scatter);
        if (aggregate.isEmpty()) {
            return Optional.empty();
        }
        String field = measure.column() == null ? x : measure.column();
        return Optional.of(new YEncoding(field, aggregate.get()));
    }

    private Optional<KpiCard> kpi(MeasureIntent measure) {
        Optional<Aggregate> aggregate = aggregate(measure, false);
        if (aggregate.isEmpty()) {
            return Optional.empty();
        }
        String field = measure.column() == null ? fullestColumn() : measure.column();
        String title = measure.column() == null ? "Rows" : label(aggregate.get()) + " " + field;
        return Optional.of(new KpiCard(
                "kpi-" + ColumnNames.slug(title),
                title,
                field,
                aggregate.get(),
                aggregate.get() == Aggregate.COUNT || aggregate.get() == Aggregate.DISTINCT
                        ? SpecFormats.count()
                        : formats.kpi(MeasureChoice.measureOf(column(field).orElseThrow(), aggregate.get())),
                List.of()));
    }

    private Optional<Aggregate> aggregate(MeasureIntent measure, boolean raw) {
        if (measure.column() == null) {
            return Optional.of(Aggregate.COUNT);
        }
        ColumnProfile column = column(measure.column()).orElseThrow();
        Aggregate asked = switch (measure.aggregation()) {
            case COUNT -> Aggregate.COUNT;
            case DISTINCT -> Aggregate.DISTINCT;
            case MIN -> Aggregate.MIN;
            case MAX -> Aggregate.MAX;
            case AVG, MEDIAN -> Aggregate.AVG;
            case SUM, SHARE -> Aggregate.SUM;
            case NONE -> raw || !MeasureChoice.semantic(column).averageable() ? RAW : defaultAggregate(column);
        };
        if (asked != Aggregate.SUM && asked != Aggregate.AVG) {
            return Optional.of(asked);
        }
        SemanticType semantic = MeasureChoice.semantic(column);
        if (!semantic.averageable()) {
            note("'" + measure.column() + "' is " + article(semantic) + "; a "
                    + label(asked).toLowerCase(Locale.ROOT) + " of it means nothing, so it is counted instead");
            return Optional.of(Aggregate.COUNT);
        }
        if (asked == Aggregate.SUM && !semantic.summable()) {
            note("'" + measure.column() + "' does not add up across rows (" + semantic.json() + "): averaged");
            return Optional.of(Aggregate.AVG);
        }
        return Optional.of(asked);
    }

    private static Aggregate defaultAggregate(ColumnProfile column) {
        return MeasureChoice.semantic(column).summable() ? Aggregate.SUM : Aggregate.AVG;
    }

    private boolean derivedUnsupported(MeasureIntent measure) {
        if (measure.derived() == null) {
            return false;
        }
        note("'" + measure.derived().phrase() + "': a derived measure; nothing added");
        return true;
    }

    private DetailTable table(ClauseIntent clause, List<MeasureIntent> measures) {
        List<TableColumn> columns = new ArrayList<>();
        clause.dimensions().forEach(d -> columns.add(new TableColumn(d.column(), null)));
        measures.stream().filter(m -> m.column() != null).forEach(m -> columns.add(new TableColumn(m.column(), null)));
        if (columns.isEmpty()) {
            profile.columns().forEach(c -> columns.add(new TableColumn(c.name(), null)));
        }
        return new DetailTable("table-" + (tables.size() + 1), sentence(clause.text()), columns, null, 20);
    }

    private static String title(YEncoding y, String x, String colour) {
        String value = y.aggregate() == Aggregate.COUNT ? "Count" : label(y.aggregate()) + " " + y.field();
        return value + " by " + x + (colour == null ? "" : " and " + colour);
    }

    private static String label(Aggregate aggregate) {
        return switch (aggregate) {
            case SUM -> "Total";
            case AVG -> "Average";
            case MIN -> "Minimum";
            case MAX -> "Maximum";
            case COUNT -> "Count of";
            case DISTINCT -> "Distinct";
        };
    }

    private static String article(SemanticType semantic) {
        String word = semantic.json().replace('_', ' ');
        return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
    }

    private static String sentence(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? "Rows" : Character.toUpperCase(trimmed.charAt(0)) + trimmed.substring(1);
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
