package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;

/**
 * A filter a viewer of the published dashboard sets without changing it: {@code values} picks some values of a
 * categorical column, {@code dateRange} a first and a last day of a date column.
 *
 * @param initial what the page shows before the viewer picks ({@code default} in the spec): the values, or the
 *     first and last day of the range; empty for everything
 */
public record ViewerFilter(
        String field,
        ViewerFilterKind kind,
        String label,

        @JsonProperty("default") @JsonInclude(JsonInclude.Include.NON_EMPTY)
        List<String> initial) {

    public ViewerFilter {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(kind, "kind");
        initial = initial == null ? List.of() : List.copyOf(initial);
    }
}
