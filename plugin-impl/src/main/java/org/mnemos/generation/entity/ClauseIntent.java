package org.mnemos.generation.entity;

import java.util.List;

/**
 * What one clause of a request asks for.
 *
 * @param text       the clause as written
 * @param measures   the quantities, in the order written (a scatter's x first)
 * @param dimensions the categories to group by, in the order written (the axis first)
 * @param colour     the column that splits the groups into series or stacks, or {@code null}
 * @param time       the time axis, or {@code null}
 * @param rank       a top-N, or {@code null}
 * @param filters    the rows kept
 * @param chart      the chart asked for, or {@code null}
 * @param stacking   stacked or grouped, or {@code null}
 * @param sort       the order asked for, or {@code null}
 * @param binned     numeric columns asked for in ranges ("age group", "price band")
 * @param unmatched  phrases that named nothing in the table, with the reason
 */
public record ClauseIntent(
        String text,
        List<MeasureIntent> measures,
        List<FieldMatch> dimensions,
        FieldMatch colour,
        TimeIntent time,
        RankIntent rank,
        List<FilterIntent> filters,
        ChartWish chart,
        Stacking stacking,
        SortIntent sort,
        List<String> binned,
        List<Unmatched> unmatched) {

    public ClauseIntent {
        measures = List.copyOf(measures);
        dimensions = List.copyOf(dimensions);
        filters = List.copyOf(filters);
        binned = List.copyOf(binned);
        unmatched = List.copyOf(unmatched);
    }

    /** Whether anything of the clause was mapped to the table; a clause that was not is reported, not guessed. */
    public boolean understood() {
        return !measures.isEmpty() || !dimensions.isEmpty() || colour != null || time != null || !filters.isEmpty();
    }
}
