package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A chart's grouping: one mark per value of {@code field}, per time bucket or date part when {@code timeUnit}
 * is set, per numeric bin with {@code bin}; {@code aggregate} (point marks only) plots an aggregate of x per
 * colour group instead.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record XEncoding(String field, TimeUnit timeUnit, AxisSort sort, Bin bin, Aggregate aggregate) {

    /** A version-1 x encoding. */
    public XEncoding(String field, TimeUnit timeUnit, AxisSort sort) {
        this(field, timeUnit, sort, null, null);
    }
}
