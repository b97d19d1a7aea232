package org.mnemos.dashboard.entity;

/** The fixed colour of one value of a categorical column. */
public record CategoryColour(String field, String value, String colour) {}
