package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A chart's grouping: one mark per value of {@code field}, per time bucket when {@code timeUnit} is set. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record XEncoding(String field, TimeUnit timeUnit, AxisSort sort) {}
