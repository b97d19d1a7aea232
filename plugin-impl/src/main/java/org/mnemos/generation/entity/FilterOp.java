package org.mnemos.generation.entity;

/** A comparison a filter makes between a column and the request's values. */
public enum FilterOp {
    /** One of {@code values} (case-insensitive). */
    EQUALS,
    NOT_EQUALS,
    GREATER,
    GREATER_OR_EQUAL,
    LESS,
    LESS_OR_EQUAL,
    /** {@code values} holds the inclusive low and high ends. */
    BETWEEN,
    NOT_NULL,
    /** The cell holds {@code values[0]} as a substring ("have the letter D in their name"). */
    CONTAINS,
    /** The year of a date column (or a year column) is one of {@code values}. */
    YEAR_EQUALS
}
