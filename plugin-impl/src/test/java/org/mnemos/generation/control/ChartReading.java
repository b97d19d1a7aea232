package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.SortIntent;

/**
 * The single chart a clause's intent points to, in the benchmark's terms (x, y and aggregate, colour,
 * mark, sort, time unit, filter columns): how the evaluation reads an intent, not the spec mapping.
 */
record ChartReading(
        String x,
        String y,
        Aggregation aggregate,
        String colour,
        String mark,
        String sortBy,
        String sortOrder,
        String sortField,
        String timeUnit,
        List<String> filterColumns) {

    static ChartReading of(ClauseIntent clause, List<FilterIntent> shared) {
        List<MeasureIntent> measures = new ArrayList<>(clause.measures());
        String x = null;
        boolean xIsMeasure = false;
        if (clause.time() != null) {
            x = clause.time().column();
        } else if (!clause.dimensions().isEmpty()) {
            x = clause.dimensions().get(0).column();
        } else if (measures.size() >= 2 && measures.get(0).column() != null) {
            x = measures.remove(0).column();
            xIsMeasure = true;
        }
        // An axis without a measure counts its rows, as a chart of only a category does.
        MeasureIntent y =
                !measures.isEmpty() ? measures.get(0) : x != null ? MeasureIntent.of(null, Aggregation.COUNT) : null;
        String colour = clause.colour() != null ? clause.colour().column() : secondDimension(clause);
        List<String> filters = new ArrayList<>();
        clause.filters().forEach(f -> filters.add(f.column()));
        shared.forEach(f -> filters.add(f.column()));
        SortIntent sort = clause.sort();
        return new ChartReading(
                x,
                y == null ? null : y.column(),
                y == null ? null : y.aggregation(),
                colour,
                mark(clause, xIsMeasure),
                sort == null
                        ? null
                        : sort.key() == SortIntent.SortKey.FIELD
                                ? "other"
                                : sort.key().name().toLowerCase(Locale.ROOT),
                sort == null ? null : sort.descending() ? "descending" : "ascending",
                sort == null ? null : sort.column(),
                clause.time() == null || clause.time().grain() == null
                        ? null
                        : timeUnit(clause.time().grain()),
                filters);
    }

    private static String secondDimension(ClauseIntent clause) {
        List<FieldMatch> dims = clause.dimensions();
        int second = clause.time() != null ? 0 : 1;
        return dims.size() > second ? dims.get(second).column() : null;
    }

    private static String mark(ClauseIntent clause, boolean xIsMeasure) {
        ChartWish wish = clause.chart();
        if (wish != null) {
            return switch (wish) {
                case PIE, DONUT -> "arc";
                case LINE, AREA -> "line";
                case SCATTER -> "point";
                default -> "bar";
            };
        }
        return clause.time() != null ? "line" : xIsMeasure ? "point" : "bar";
    }

    private static String timeUnit(org.mnemos.generation.entity.TimeGrain grain) {
        return switch (grain) {
            case MONTH, MONTH_OF_YEAR -> "month";
            case WEEKDAY -> "weekday";
            case DAY -> "day";
            case DAY_OF_MONTH -> "dayofmonth";
            default -> grain.name().toLowerCase(Locale.ROOT);
        };
    }
}
