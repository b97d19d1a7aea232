package org.mnemos.dashboard.entity;

/** The decimal places of every number written with one format type. */
public record DecimalsRule(FormatType type, int decimals) {}
