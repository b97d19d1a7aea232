package org.mnemos.connector.route;

import java.util.Locale;

/** What a connector route does with a source's rows. */
public enum Operation {
    /** Opens the source and reads its first row: {@code true}. */
    TEST,
    /** The first rows: a {@code Preview}. */
    PREVIEW,
    /** The first rows up to the asked limit, however many: a {@code Preview} of the content served. */
    ROWS,
    /** Every row, profiled in one pass: a {@code DataProfile}. */
    PROFILE,
    /** Every row, profiled and handed to the exchange's {@code RowSink} in the same pass: a {@code DataProfile}. */
    READ;

    /** The lower-case name used in route ids and endpoint URIs. */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }
}
