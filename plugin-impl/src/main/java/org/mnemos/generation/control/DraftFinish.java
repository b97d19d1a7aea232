package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.MatchBasis;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.TimeIntent;
import org.mnemos.generation.entity.Unmatched;

/**
 * Settles a merged draft into a {@link ClauseIntent}: "group by X" colours when there is already an axis,
 * "over time" takes the table's main date when none was named, an explicit x-axis goes first, and a sort
 * by a column becomes a sort by the axis or the measure when that column is one of them.
 */
final class DraftFinish {

    private final ColumnFacts facts;

    DraftFinish(ColumnFacts facts) {
        this.facts = facts;
    }

    ClauseIntent finish(ClauseDraft d) {
        List<FieldMatch> dimensions = new ArrayList<>(d.dimensions);
        List<MeasureIntent> measures = new ArrayList<>(d.measures);
        List<Unmatched> unmatched = new ArrayList<>(d.unmatched);
        FieldMatch colour = d.colour;
        for (FieldMatch candidate : d.colourCandidates) {
            boolean hasAxis =
                    !dimensions.isEmpty() || d.timeField != null || d.explicitX != null || measures.size() >= 2;
            if (colour == null && hasAxis) {
                colour = candidate;
            } else {
                dimensions.add(candidate);
            }
        }
        if (colour != null && dimensions.size() > 1) {
            String c = colour.column();
            dimensions.removeIf(f -> f.column().equals(c));
        }
        if (d.explicitX != null && facts.role(d.explicitX.column()) != ColumnRole.MEASURE) {
            dimensions.removeIf(f -> f.column().equals(d.explicitX.column()));
            dimensions.add(0, d.explicitX);
        }
        if (d.chart == ChartWish.SCATTER && measures.size() >= 2 && colour == null && dimensions.size() == 1) {
            colour = dimensions.remove(0);
        }
        TimeIntent time = time(d, dimensions, unmatched);
        rawMeasure(d, dimensions, measures, time);
        ChartWish chart = d.chart != null ? d.chart : d.trend ? ChartWish.LINE : null;
        return new ClauseIntent(
                d.text,
                measures,
                dimensions,
                colour,
                time,
                d.rank,
                d.filters,
                chart,
                d.stacking,
                sort(d, dimensions, measures, time),
                d.binned,
                unmatched);
    }

    /**
     * "Show the name and area", "employee_id over hire_date": with no measure asked for, the second column
     * named without a cue is plotted raw on y, preferring a number or a key to a category for y.
     */
    private void rawMeasure(ClauseDraft d, List<FieldMatch> dimensions, List<MeasureIntent> measures, TimeIntent time) {
        List<FieldMatch> bare = d.bare.stream().filter(dimensions::contains).toList();
        int axes = dimensions.size() + (time != null ? 1 : 0);
        if (!measures.isEmpty() || bare.isEmpty() || axes < 2) {
            return;
        }
        FieldMatch y = bare.stream()
                .filter(f -> facts.role(f.column()) == ColumnRole.MEASURE)
                .findFirst()
                .or(() -> bare.stream()
                        .filter(f -> facts.role(f.column()) == ColumnRole.IDENTIFIER
                                && bare.size() > 1
                                && facts.role(bare.get(0).column()) != ColumnRole.IDENTIFIER)
                        .findFirst())
                .orElse(time != null || bare.size() == 1 ? bare.get(0) : bare.get(bare.size() - 1));
        if (time == null && dimensions.indexOf(y) == 0 && dimensions.size() < 2) {
            return;
        }
        dimensions.remove(y);
        measures.add(MeasureIntent.of(y, Aggregation.NONE));
    }

    private TimeIntent time(ClauseDraft d, List<FieldMatch> dimensions, List<Unmatched> unmatched) {
        FieldMatch field = d.timeField;
        if (field == null && d.grain != null) {
            field = dimensions.stream()
                    .filter(f -> facts.isTime(f.column()))
                    .findFirst()
                    .orElse(null);
            dimensions.remove(field);
        }
        if (field == null && d.grain == null && d.overTime && !dimensions.isEmpty() && facts.defaultTime() == null) {
            return null; // "the trend of budget over the creation": the named axis is the time
        }
        if (field == null && (d.overTime || d.grain != null)) {
            String column = facts.defaultTime();
            if (column == null) {
                unmatched.add(new Unmatched("over time", "the table has no date or year column"));
                return null;
            }
            field = new FieldMatch(column, "", MatchBasis.ROLE, 0.7);
        }
        return field == null ? null : new TimeIntent(field, d.grain);
    }

    private static SortIntent sort(
            ClauseDraft d, List<FieldMatch> dimensions, List<MeasureIntent> measures, TimeIntent time) {
        if (d.descending == null && d.sortKey == null && d.sortColumn == null) {
            // "top 5 largest": a ranking is ordered by its measure
            return d.rank == null ? null : new SortIntent(SortIntent.SortKey.Y, d.rank.largest(), null);
        }
        boolean descending = Boolean.TRUE.equals(d.descending);
        if (d.sortKey != null || d.sortColumn == null) {
            return new SortIntent(d.sortKey != null ? d.sortKey : SortIntent.SortKey.Y, descending, null);
        }
        String x = time != null
                ? time.column()
                : dimensions.isEmpty() ? null : dimensions.get(0).column();
        if (d.sortColumn.equals(x)) {
            return new SortIntent(SortIntent.SortKey.X, descending, null);
        }
        boolean measured = measures.stream().map(MeasureIntent::column).anyMatch(c -> Objects.equals(c, d.sortColumn));
        return measured
                ? new SortIntent(SortIntent.SortKey.Y, descending, null)
                : new SortIntent(SortIntent.SortKey.FIELD, descending, d.sortColumn);
    }
}
