package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.MatchBasis;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RankIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.Stacking;
import org.mnemos.generation.entity.TimeGrain;
import org.mnemos.generation.entity.Unmatched;

/**
 * What has been read of a clause so far. Pieces of a sentence that only modify ("in a pie chart",
 * "group by attribute X", "sorted descending") are read alone and then merged into the piece they modify.
 */
final class ClauseDraft {

    String text;
    final List<MeasureIntent> measures = new ArrayList<>();
    final List<FieldMatch> dimensions = new ArrayList<>();
    final List<FieldMatch> colourCandidates = new ArrayList<>();
    /** Dimensions named without a cue ("show name and area"): the second of them may be a raw y. */
    final List<FieldMatch> bare = new ArrayList<>();

    final List<FilterIntent> filters = new ArrayList<>();
    final List<Unmatched> unmatched = new ArrayList<>();
    final List<String> binned = new ArrayList<>();
    FieldMatch colour;
    FieldMatch explicitX;
    FieldMatch timeField;
    TimeGrain grain;
    boolean grainFromBin;
    boolean overTime;
    boolean trend;
    RankIntent rank;
    ChartWish chart;
    Stacking stacking;
    Boolean descending;
    SortIntent.SortKey sortKey;
    String sortColumn;
    /** Whether the piece asks for something of its own (a measure or a dimension), not only modifies. */
    boolean content;

    ClauseDraft(String text) {
        this.text = text;
    }

    /** Only filters: a condition that may hold for the whole request. */
    boolean onlyFilters() {
        return !content
                && !filters.isEmpty()
                && colour == null
                && colourCandidates.isEmpty()
                && chart == null
                && grain == null
                && !overTime
                && rank == null
                && descending == null
                && sortKey == null;
    }

    /** Whether {@code other} supplies only what this lacks: the measure for its axis, or the axis for its measure. */
    boolean completedBy(ClauseDraft other) {
        boolean axis = !dimensions.isEmpty() || timeField != null;
        boolean otherAxis = !other.dimensions.isEmpty() || other.timeField != null;
        return measures.isEmpty() && axis && !other.measures.isEmpty() && !otherAxis
                || !axis && !measures.isEmpty() && otherAxis && other.measures.isEmpty();
    }

    void absorb(ClauseDraft other) {
        text = text + ", " + other.text;
        measures.addAll(other.measures);
        dimensions.addAll(other.dimensions);
        colourCandidates.addAll(other.colourCandidates);
        bare.addAll(other.bare);
        filters.addAll(other.filters);
        unmatched.addAll(other.unmatched);
        binned.addAll(other.binned);
        colour = colour != null ? colour : other.colour;
        explicitX = explicitX != null ? explicitX : other.explicitX;
        timeField = timeField != null && other.timeField == null ? timeField : firstNonRole(timeField, other.timeField);
        grain = grain != null && !other.grainFromBin ? grain : other.grain != null ? other.grain : grain;
        grainFromBin |= other.grainFromBin;
        overTime |= other.overTime;
        trend |= other.trend;
        rank = rank != null ? rank : other.rank;
        chart = chart != null ? chart : other.chart;
        stacking = stacking != null ? stacking : other.stacking;
        descending = descending != null ? descending : other.descending;
        sortKey = sortKey != null ? sortKey : other.sortKey;
        sortColumn = sortColumn != null ? sortColumn : other.sortColumn;
        content |= other.content;
    }

    private static FieldMatch firstNonRole(FieldMatch mine, FieldMatch theirs) {
        if (mine == null) {
            return theirs;
        }
        return mine.basis() == MatchBasis.ROLE && theirs != null ? theirs : mine;
    }
}
