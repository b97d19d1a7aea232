package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The value a chart draws for each x group; with {@code per}, the ratio aggregate(field) / per's aggregate,
 * shown as a percentage when {@code percent}; {@code format} writes the values on the axis, in tooltips and in the
 * data table (a scale divides them).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record YEncoding(String field, Aggregate aggregate, Ratio per, Boolean percent, NumberFormat format) {

    /** A version-1 y encoding. */
    public YEncoding(String field, Aggregate aggregate) {
        this(field, aggregate, null, null, null);
    }

    /** A y encoding written as its chart's other numbers are. */
    public YEncoding(String field, Aggregate aggregate, Ratio per, Boolean percent) {
        this(field, aggregate, per, percent, null);
    }

    public YEncoding withFormat(NumberFormat other) {
        return new YEncoding(field, aggregate, per, percent, other);
    }

    /** Whether y is an amount of the column (not a count of rows or values, nor a ratio): what a scale may divide. */
    public boolean amount() {
        return per == null
                && !Boolean.TRUE.equals(percent)
                && aggregate != Aggregate.COUNT
                && aggregate != Aggregate.DISTINCT;
    }
}
