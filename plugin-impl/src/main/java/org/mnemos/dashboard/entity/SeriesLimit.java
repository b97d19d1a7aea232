package org.mnemos.dashboard.entity;

/** The top {@code n} colour series by their total y; the other series are left out. */
public record SeriesLimit(int n) {}
