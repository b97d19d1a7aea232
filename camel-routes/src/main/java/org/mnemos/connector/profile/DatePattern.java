package org.mnemos.connector.profile;

import java.text.ParsePosition;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/**
 * One date or date-time format the profiler recognises. Values parse to a sortable key (epoch
 * day for dates, epoch second in UTC for date-times) so that ranges need no object per row.
 *
 * @param display  the pattern as reported in a profile, in java.time notation
 * @param withTime whether values carry a time of day
 */
record DatePattern(String display, boolean withTime, DateTimeFormatter formatter) {

    /** Marks a value this pattern does not accept; no real date maps to it. */
    static final long NO_MATCH = Long.MIN_VALUE;

    static DatePattern date(String display) {
        return new DatePattern(display, false, strict(display));
    }

    static DatePattern dateTime(String display) {
        return new DatePattern(display, true, strict(display));
    }

    static DatePattern dateTime(String display, DateTimeFormatter formatter) {
        return new DatePattern(display, true, formatter.withResolverStyle(ResolverStyle.STRICT));
    }

    /** The sortable key of {@code value}, or {@link #NO_MATCH}. */
    long parse(String value) {
        // A cheap, exception-free syntax check first: most non-matching values stop here.
        ParsePosition position = new ParsePosition(0);
        if (formatter.parseUnresolved(value, position) == null || position.getIndex() != value.length()) {
            return NO_MATCH;
        }
        try {
            TemporalAccessor parsed = formatter.parse(value);
            if (!withTime) {
                return LocalDate.from(parsed).toEpochDay();
            }
            LocalDateTime local = LocalDateTime.from(parsed);
            ZoneOffset offset =
                    parsed.isSupported(ChronoField.OFFSET_SECONDS) ? ZoneOffset.from(parsed) : ZoneOffset.UTC;
            return local.toEpochSecond(offset);
        } catch (DateTimeException e) {
            return NO_MATCH;
        }
    }

    /** A key back as ISO-8601 text. */
    String render(long key) {
        return withTime
                ? LocalDateTime.ofEpochSecond(key, 0, ZoneOffset.UTC).toString()
                : LocalDate.ofEpochDay(key).toString();
    }

    private static DateTimeFormatter strict(String display) {
        // STRICT resolution rejects 31/02; it needs 'u' (proleptic year) rather than 'y' (year of era).
        String pattern = display.replace("yyyy", "uuuu").replace("yy", "uu");
        return new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendPattern(pattern)
                .toFormatter(Locale.ENGLISH)
                .withResolverStyle(ResolverStyle.STRICT);
    }
}
