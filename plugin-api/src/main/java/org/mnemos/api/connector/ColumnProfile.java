package org.mnemos.api.connector;

import java.util.List;
import java.util.Objects;

/**
 * The profile of one column. Serialized with exactly these field names (a public contract):
 * {@code name, type, nulls, distinct, distinctExact, min, max, mean, std, quantiles, values,
 * valuesComplete, dateFormat, semanticType, evidence, aggregateRows}.
 *
 * @param name           the column name from the source header
 * @param type           the lower-case {@link ColumnType} name, e.g. {@code "decimal"};
 *                       {@link #columnType()} gives the enum
 * @param nulls          rows whose value is missing, blank, or {@code NA}, {@code N/A}, {@code null} (any case)
 * @param distinct       distinct non-null values; exact when {@code distinctExact}, else an HLL estimate
 * @param distinctExact  whether {@code distinct} is an exact count
 * @param min            smallest value as text: a plain number for numeric columns and identifiers
 *                       made of integers, an ISO-8601 date or date-time for dates; else {@code null}
 * @param max            largest value, same rendering as {@code min}
 * @param mean           arithmetic mean for {@code integer} and {@code decimal}; else {@code null}
 * @param std            sample standard deviation (n − 1) for {@code integer} and {@code decimal}; else {@code null}
 * @param quantiles      approximate quartiles for {@code integer} and {@code decimal}; else {@code null}
 * @param values         for {@code categorical} and {@code boolean}: every value with its exact count
 *                       when there are at most 50, else the most frequent ones with estimated counts,
 *                       most frequent first; empty for other types
 * @param valuesComplete whether {@code values} lists every distinct value with exact counts
 * @param dateFormat     the detected pattern (java.time notation, e.g. {@code dd-MMM-yy}) for
 *                       {@code date} and {@code datetime}; else {@code null}
 * @param semanticType   what the column means, the lower-case {@link SemanticType} name; {@link #semantic()}
 *                       gives the enum; {@code null} in profiles made before semantic types
 * @param evidence       why it has that semantic type, in words (values first, then the name)
 * @param aggregateRows  values that stand for other rows of the column ("World", "Total"); empty when none
 */
public record ColumnProfile(
        String name,
        String type,
        long nulls,
        long distinct,
        boolean distinctExact,
        String min,
        String max,
        Double mean,
        Double std,
        Quantiles quantiles,
        List<ValueCount> values,
        boolean valuesComplete,
        String dateFormat,
        String semanticType,
        String evidence,
        List<AggregateRow> aggregateRows) {

    public ColumnProfile {
        Objects.requireNonNull(name, "name");
        ColumnType.fromJson(Objects.requireNonNull(type, "type"));
        if (semanticType != null) {
            SemanticType.fromJson(semanticType);
        }
        values = List.copyOf(values);
        aggregateRows = aggregateRows == null ? List.of() : List.copyOf(aggregateRows);
    }

    /** A profile without a semantic type, as profiles were before semantic types. */
    public ColumnProfile(
            String name,
            String type,
            long nulls,
            long distinct,
            boolean distinctExact,
            String min,
            String max,
            Double mean,
            Double std,
            Quantiles quantiles,
            List<ValueCount> values,
            boolean valuesComplete,
            String dateFormat) {
        this(
                name,
                type,
                nulls,
                distinct,
                distinctExact,
                min,
                max,
                mean,
                std,
                quantiles,
                values,
                valuesComplete,
                dateFormat,
                null,
                null,
                List.of());
    }

    /** This column with its semantic type and evidence. */
    public ColumnProfile withSemantic(SemanticType semantic, String evidence, List<AggregateRow> aggregateRows) {
        return with(values, semantic.json(), evidence, aggregateRows);
    }

    /** This column with other catalog and aggregate-row values (the same values, masked). */
    public ColumnProfile withValues(List<ValueCount> values, List<AggregateRow> aggregateRows) {
        return with(values, semanticType, evidence, aggregateRows);
    }

    private ColumnProfile with(
            List<ValueCount> values, String semanticType, String evidence, List<AggregateRow> aggregateRows) {
        return new ColumnProfile(
                name,
                type,
                nulls,
                distinct,
                distinctExact,
                min,
                max,
                mean,
                std,
                quantiles,
                values,
                valuesComplete,
                dateFormat,
                semanticType,
                evidence,
                aggregateRows);
    }

    /** The semantic type, or null in a profile made before semantic types. */
    public SemanticType semantic() {
        return semanticType == null ? null : SemanticType.fromJson(semanticType);
    }

    public ColumnType columnType() {
        return ColumnType.fromJson(type);
    }
}
