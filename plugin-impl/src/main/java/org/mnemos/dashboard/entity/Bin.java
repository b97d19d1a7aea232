package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Numeric binning of an x column: bins {@code step} wide, or a nice step giving at most {@code maxBins}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Bin(Double step, Integer maxBins) {}
