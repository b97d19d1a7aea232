package org.mnemos.connector.profile;

import org.mnemos.api.connector.TypedValue;

/**
 * The types a column can still have. Every value can only rule types out, so a column is
 * promoted as conflicting values arrive: integer, then decimal, then string; a boolean or a
 * date format survives only if every value fits it.
 */
final class TypeTally {

    private boolean integer = true;
    private boolean decimal = true;
    private boolean bool = true;
    private long datePatterns = DatePatterns.ANY;

    /** Narrows the candidates by one stripped, non-null value. */
    void accept(String value, DateRanges ranges) {
        if (integer && !TypedValue.isInteger(value)) {
            integer = false;
        }
        if (decimal && !integer && !TypedValue.isDecimal(value)) {
            decimal = false;
        }
        if (bool && !TypedValue.isBoolean(value)) {
            bool = false;
        }
        if (datePatterns != 0) {
            datePatterns = decimal ? 0 : DatePatterns.matching(value, datePatterns, ranges);
        }
    }

    boolean isInteger() {
        return integer;
    }

    boolean isDecimal() {
        return decimal;
    }

    boolean isBoolean() {
        return bool;
    }

    /** The mask of date patterns every value fits; 0 when the column is not a date. */
    long datePatterns() {
        return datePatterns;
    }
}
