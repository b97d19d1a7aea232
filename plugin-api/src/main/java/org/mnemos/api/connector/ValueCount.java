package org.mnemos.api.connector;

/** A value of a column and how many rows hold it (an estimate when the catalog is not complete). */
public record ValueCount(String value, long count) {}
