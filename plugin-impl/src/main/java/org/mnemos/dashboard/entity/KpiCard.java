package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A large number: one aggregate of one column (or the ratio of two with {@code per}), of the rows its filters
 * keep, coloured by the first band that contains it.
 */
public record KpiCard(
        String id,
        String title,
        String field,
        Aggregate aggregate,
        NumberFormat format,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Band> thresholds,
        @JsonInclude(JsonInclude.Include.NON_NULL) Ratio per,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean percent,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Filter> filters) {

    public KpiCard {
        thresholds = thresholds == null ? List.of() : List.copyOf(thresholds);
        filters = filters == null ? List.of() : List.copyOf(filters);
    }

    /** A version-1 KPI card. */
    public KpiCard(
            String id, String title, String field, Aggregate aggregate, NumberFormat format, List<Band> thresholds) {
        this(id, title, field, aggregate, format, thresholds, null, null, List.of());
    }

    public KpiCard withFormat(NumberFormat other) {
        return new KpiCard(id, title, field, aggregate, other, thresholds, per, percent, filters);
    }
}
