package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A chart in a Vega-Lite subset: one mark, the grouping on x, the aggregate on y, an optional colour; from spec
 * version 2 a donut arc, a top-n limit with "Others", a stacking of coloured bars, its own filters and a limit
 * on its colour series.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Chart(
        String id,
        String title,
        Mark mark,
        XEncoding x,
        YEncoding y,
        ColourEncoding colour,
        Boolean donut,
        GroupLimit limit,
        Stack stack,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Filter> filters,
        SeriesLimit colourLimit) {

    public Chart {
        filters = filters == null ? List.of() : List.copyOf(filters);
    }

    /** A version-1 chart. */
    public Chart(String id, String title, Mark mark, XEncoding x, YEncoding y, ColourEncoding colour) {
        this(id, title, mark, x, y, colour, null, null, null, List.of(), null);
    }

    public Chart withY(YEncoding other) {
        return new Chart(id, title, mark, x, other, colour, donut, limit, stack, filters, colourLimit);
    }

    /** This chart drawn with another mark; a stacking only bars and areas have is dropped. */
    public Chart withMark(Mark other) {
        Stack kept = other == Mark.BAR || other == Mark.AREA ? stack : null;
        return new Chart(id, title, other, x, y, colour, donut, limit, kept, filters, colourLimit);
    }
}
