package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** A large number: one aggregate of one column, coloured by the first band that contains it. */
public record KpiCard(
        String id,
        String title,
        String field,
        Aggregate aggregate,
        NumberFormat format,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Band> thresholds) {

    public KpiCard {
        thresholds = thresholds == null ? List.of() : List.copyOf(thresholds);
    }
}
