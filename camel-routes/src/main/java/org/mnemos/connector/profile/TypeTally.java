package org.mnemos.connector.profile;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The types a column can still have. Every value can only rule types out, so a column is
 * promoted as conflicting values arrive: integer, then decimal, then string; a boolean or a
 * date format survives only if every value fits it.
 */
final class TypeTally {

    // Leading zeros ("05021") mean a code, not a number: such values stay strings.
    private static final Pattern INTEGER = Pattern.compile("[-+]?(?:0|[1-9]\\d{0,17})");
    private static final Pattern DECIMAL =
            Pattern.compile("[-+]?(?:(?:0|[1-9]\\d*)(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d{1,3})?");
    private static final Set<String> BOOLEANS = Set.of("true", "false", "yes", "no", "y", "n");

    private boolean integer = true;
    private boolean decimal = true;
    private boolean bool = true;
    private long datePatterns = DatePatterns.ANY;

    /** Narrows the candidates by one stripped, non-null value. */
    void accept(String value, DateRanges ranges) {
        if (integer && !INTEGER.matcher(value).matches()) {
            integer = false;
        }
        if (decimal && !integer && !DECIMAL.matcher(value).matches()) {
            decimal = false;
        }
        if (bool && !BOOLEANS.contains(value.toLowerCase(Locale.ROOT))) {
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
