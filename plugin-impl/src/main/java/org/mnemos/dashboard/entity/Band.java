package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A value range, {@code min} inclusive and {@code max} exclusive, either open when null, and its colour. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Band(Double min, Double max, String colour) {}
