package org.mnemos.connector.profile;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How a column's values are written, counted while rows stream by: the value evidence of semantic types
 * (codes with leading zeros, ZIP and phone shapes, month and weekday names, percent and currency signs). A fixed
 * number of counters, whatever the row count; past the first {@value #EVERY_VALUE} values only every
 * {@value #STRIDE}th is looked at, which keeps the shapes' share of the profiling time small on big tables.
 */
final class ValueShapes {

    static final int EVERY_VALUE = 2_000;
    static final int STRIDE = 64;

    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern ZIP = Pattern.compile("\\d{5}(-\\d{4})?");
    private static final Pattern PHONE = Pattern.compile("\\+?[\\d ().-]{7,20}");
    private static final Pattern UPPER_CODE = Pattern.compile("[A-Z]{2,3}");
    private static final Pattern LETTERS_DIGITS_CODE =
            Pattern.compile("(?=.*\\d)(?=.*[A-Za-z])[A-Za-z0-9]+([-_./][A-Za-z0-9]+)*");
    private static final Pattern PERCENT = Pattern.compile("[-+]?\\d+([.,]\\d+)?\\s?%");
    private static final Pattern CURRENCY = Pattern.compile(
            "[-+]?([$€£¥]|USD|EUR|GBP)\\s?[-+]?[\\d,]+(\\.\\d+)?|[-+]?[\\d,.]+\\s?([$€£¥]|USD|EUR|GBP)");
    private static final Pattern QUARTER = Pattern.compile("(?i)(\\d{4}[ -]?)?Q[1-4]([ -]?\\d{4})?");
    private static final Set<String> MONTHS = Set.of(
            "jan",
            "feb",
            "mar",
            "apr",
            "may",
            "jun",
            "jul",
            "aug",
            "sep",
            "sept",
            "oct",
            "nov",
            "dec",
            "january",
            "february",
            "march",
            "april",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december");
    private static final Set<String> WEEKDAYS = Set.of(
            "mon",
            "tue",
            "tues",
            "wed",
            "thu",
            "thur",
            "thurs",
            "fri",
            "sat",
            "sun",
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday");

    private long seen;
    private long values;
    private long leadingZero;
    private long zip;
    private long phone;
    private long upperCode;
    private long mixedCode;
    private long percent;
    private long currency;
    private long month;
    private long weekday;
    private long quarter;
    private int minLength = Integer.MAX_VALUE;
    private int maxLength;

    void accept(String value) {
        if (seen++ >= EVERY_VALUE && seen % STRIDE != 0) {
            return;
        }
        values++;
        minLength = Math.min(minLength, value.length());
        maxLength = Math.max(maxLength, value.length());
        if (value.length() > 1
                && value.charAt(0) == '0'
                && DIGITS.matcher(value).matches()) {
            leadingZero++;
        }
        boolean digitFirst = Character.isDigit(value.charAt(0));
        if (digitFirst
                && (value.length() == 5 || value.length() == 10)
                && ZIP.matcher(value).matches()) {
            zip++;
        }
        if (value.length() >= 7
                && value.length() <= 20
                && PHONE.matcher(value).matches()
                && digits(value) >= 7
                && !DIGITS.matcher(value).matches()) {
            phone++;
        }
        if (value.length() <= 3 && UPPER_CODE.matcher(value).matches()) {
            upperCode++;
        }
        if (value.length() <= 20
                && value.indexOf(' ') < 0
                && LETTERS_DIGITS_CODE.matcher(value).matches()) {
            mixedCode++;
        }
        if (value.length() <= 12
                && value.indexOf('%') > 0
                && PERCENT.matcher(value).matches()) {
            percent++;
        }
        boolean digitLast = Character.isDigit(value.charAt(value.length() - 1));
        if (value.length() <= 24
                && (!digitFirst || !digitLast)
                && CURRENCY.matcher(value).matches()) {
            currency++;
        }
        if (value.length() <= 10 && Character.isLetter(value.charAt(0))) {
            String word = value.toLowerCase(Locale.ROOT).replace(".", "");
            month += MONTHS.contains(word) ? 1 : 0;
            weekday += WEEKDAYS.contains(word) ? 1 : 0;
        }
        if (value.length() <= 9
                && (value.indexOf('Q') >= 0 || value.indexOf('q') >= 0)
                && QUARTER.matcher(value).matches()) {
            quarter++;
        }
    }

    /** Whether at least {@code share} of the values were of the counted shape. */
    private boolean most(long counted, double share) {
        return values > 0 && counted >= share * values;
    }

    boolean leadingZeros() {
        // One leading zero among digit codes is enough: a number would never be written so.
        return leadingZero > 0;
    }

    boolean zipCodes() {
        return most(zip, 0.95);
    }

    boolean phoneNumbers() {
        return most(phone, 0.9);
    }

    boolean upperCodes() {
        return most(upperCode, 0.95);
    }

    boolean mixedCodes() {
        return most(mixedCode, 0.95);
    }

    boolean percents() {
        return most(percent, 0.95);
    }

    boolean currencies() {
        return most(currency, 0.95);
    }

    boolean monthNames() {
        return most(month, 1.0);
    }

    boolean weekdayNames() {
        return most(weekday, 1.0);
    }

    boolean quarters() {
        return most(quarter, 1.0);
    }

    boolean fixedLength() {
        return values > 0 && minLength == maxLength;
    }

    int length() {
        return maxLength;
    }

    private static int digits(String value) {
        int n = 0;
        for (int i = 0; i < value.length(); i++) {
            n += Character.isDigit(value.charAt(i)) ? 1 : 0;
        }
        return n;
    }
}
