package org.mnemos.api.connector;

import java.util.Objects;

/**
 * A value of a dimension that stands for other rows of the same column ("World", "Total", "High income"):
 * left out of totals and rankings by default. JSON: {@code {"value", "evidence"}}.
 *
 * @param value    the value as read
 * @param evidence why it is taken for an aggregate, in words
 */
public record AggregateRow(String value, String evidence) {

    public AggregateRow {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(evidence, "evidence");
    }
}
