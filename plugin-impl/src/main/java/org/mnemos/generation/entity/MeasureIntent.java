package org.mnemos.generation.entity;

import java.util.Objects;

/**
 * A quantity the clause asks for.
 *
 * @param field       the column measured; {@code null} for a count of rows or a derived measure
 * @param aggregation how it is aggregated
 * @param derived     the computation when no column holds it, else {@code null}
 * @param part        for {@link Aggregation#SHARE}: the part of the whole ("furniture" in "share of
 *                    furniture in sales"), else {@code null}
 */
public record MeasureIntent(FieldMatch field, Aggregation aggregation, DerivedMeasure derived, FilterIntent part) {

    public MeasureIntent {
        Objects.requireNonNull(aggregation, "aggregation");
    }

    public static MeasureIntent of(FieldMatch field, Aggregation aggregation) {
        return new MeasureIntent(field, aggregation, null, null);
    }

    /** The column measured, or {@code null}. */
    public String column() {
        return field == null ? null : field.column();
    }
}
