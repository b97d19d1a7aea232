package org.mnemos.dashboard.entity;

/** The value a chart draws for each x group. */
public record YEncoding(String field, Aggregate aggregate) {}
