package org.mnemos.dashboard.entity;

/** The top {@code n} x groups by the chart's sort, the rest folded into "Others" when {@code others}. */
public record GroupLimit(int n, boolean others) {}
