package org.mnemos.generation.control;

/** What a column can play in a chart, as far as the request parser needs to know. */
enum ColumnRole {
    /** A number that can be aggregated. */
    MEASURE,
    /** A date or date-time. */
    DATE,
    /** A year, month or weekday held as a number or text: time, not a quantity. */
    TIME_PART,
    /** Repeated values that group rows. */
    CATEGORY,
    /** A key or code that names a record. */
    IDENTIFIER,
    /** Free text or names. */
    TEXT
}
