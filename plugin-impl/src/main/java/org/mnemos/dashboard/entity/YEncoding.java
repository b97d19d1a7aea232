package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The value a chart draws for each x group; with {@code per}, the ratio aggregate(field) / per's aggregate,
 * shown as a percentage when {@code percent}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record YEncoding(String field, Aggregate aggregate, Ratio per, Boolean percent) {

    /** A version-1 y encoding. */
    public YEncoding(String field, Aggregate aggregate) {
        this(field, aggregate, null, null);
    }
}
