package org.mnemos.api.connector;

/** Approximate quartiles of a numeric column (rank error about 1.3%). */
public record Quantiles(double p25, double p50, double p75) {}
