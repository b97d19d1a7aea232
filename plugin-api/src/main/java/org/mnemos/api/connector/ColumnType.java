package org.mnemos.api.connector;

import java.util.Locale;

/**
 * What a column holds, as inferred by the profiler. In JSON a type is its lower-case name
 * ({@code "integer"}, {@code "datetime"}, …): see {@link #json()} and {@link #fromJson(String)}.
 */
public enum ColumnType {
    /** Whole numbers without leading zeros. */
    INTEGER,
    /** Numbers with a fraction or exponent (and integers mixed with them). */
    DECIMAL,
    /** true/false, yes/no, y/n in any case. */
    BOOLEAN,
    /** Calendar dates in one detected format, see {@link ColumnProfile#dateFormat()}. */
    DATE,
    /** Dates with a time of day in one detected format. */
    DATETIME,
    /** Strings from a small set of repeated values. */
    CATEGORICAL,
    /** Free text: long or mostly unique strings. */
    TEXT,
    /** Keys and codes: values that name a record rather than measure it (never averaged). */
    IDENTIFIER;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ColumnType fromJson(String json) {
        return valueOf(json.toUpperCase(Locale.ROOT));
    }
}
