package org.mnemos.api.connector;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a text value is, the single rule for the profiler (which types a column by the values all
 * its values fit) and for every reader of rows (which types each value by its column's type): a
 * value the profiler counted as a number, boolean or date reads as one, and a value it did not
 * reads as null, never as something else.
 */
public final class TypedValue {

    // Leading zeros ("05021") mean a code, not a number: such values stay strings.
    private static final Pattern INTEGER = Pattern.compile("[-+]?(?:0|[1-9]\\d{0,17})");
    private static final Pattern DECIMAL =
            Pattern.compile("[-+]?(?:(?:0|[1-9]\\d*)(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d{1,3})?");
    private static final Set<String> TRUE = Set.of("true", "yes", "y");
    private static final Set<String> FALSE = Set.of("false", "no", "n");
    private static final Set<String> NULL_PLACEHOLDERS = Set.of("na", "n/a", "null");

    private TypedValue() {}

    /** Whether {@code raw} means "no value": missing, blank, or a conventional placeholder. */
    public static boolean isNull(String raw) {
        if (raw == null) {
            return true;
        }
        String value = raw.strip();
        return value.isEmpty() || (value.length() <= 4 && NULL_PLACEHOLDERS.contains(value.toLowerCase(Locale.ROOT)));
    }

    public static boolean isInteger(String value) {
        return INTEGER.matcher(value).matches();
    }

    /** Integers included. */
    public static boolean isDecimal(String value) {
        return DECIMAL.matcher(value).matches();
    }

    public static boolean isBoolean(String value) {
        return bool(value) != null;
    }

    /** {@code value} as an exact number, or null when it is not one. */
    public static BigDecimal number(String value) {
        return isDecimal(value) ? new BigDecimal(value) : null;
    }

    /** {@code value} as a boolean (true/false, yes/no, y/n in any case), or null. */
    public static Boolean bool(String value) {
        String word = value.toLowerCase(Locale.ROOT);
        if (TRUE.contains(word)) {
            return Boolean.TRUE;
        }
        return FALSE.contains(word) ? Boolean.FALSE : null;
    }
}
