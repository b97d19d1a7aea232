package org.mnemos.dashboard.entity;

/** The denominator of a ratio value: aggregate(value's field) / aggregate(this field), as margin = sum(Profit)/sum(Sales). */
public record Ratio(String field, Aggregate aggregate) {}
