package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * Which rows an item (or the whole dashboard) counts: {@code values} for equals/in/notIn/contains, {@code min} and
 * {@code max} (numbers, or ISO dates; both inclusive) for range, {@code last} {@code unit}s up to the latest date
 * in the data for relative, nothing more for notNull.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Filter(
        String field, FilterOp op, List<String> values, Object min, Object max, Integer last, PeriodUnit unit) {

    public Filter {
        values = values == null ? null : List.copyOf(values);
    }
}
