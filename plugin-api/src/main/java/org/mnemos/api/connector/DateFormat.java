package org.mnemos.api.connector;

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
 * One date or date-time format, the single reading of such text for the profiler (which picks the
 * format of a column, {@link ColumnProfile#dateFormat()}) and for every reader of rows (which
 * types values by it): a value the profiler counted as a date is a date on the page, with the same
 * instant. Date-times with an offset are read as the same instant in UTC, those without as written.
 * The known formats are listed in {@link DateFormats}.
 */
public final class DateFormat {

    /** Marks a value this format does not accept; no real date maps to it. */
    public static final long NO_MATCH = Long.MIN_VALUE;

    private final String pattern;
    private final boolean withTime;
    private final DateTimeFormatter formatter;

    private DateFormat(String pattern, boolean withTime, DateTimeFormatter formatter) {
        this.pattern = pattern;
        this.withTime = withTime;
        this.formatter = formatter.withResolverStyle(ResolverStyle.STRICT);
    }

    static DateFormat date(String pattern) {
        return new DateFormat(pattern, false, strict(pattern));
    }

    static DateFormat dateTime(String pattern) {
        return new DateFormat(pattern, true, strict(pattern));
    }

    static DateFormat dateTime(String pattern, DateTimeFormatter formatter) {
        return new DateFormat(pattern, true, formatter);
    }

    /**
     * The format a profile reports as {@code pattern}: a known one, else (a profile from another
     * profiler) one read strictly from the java.time pattern.
     */
    public static DateFormat of(String pattern, boolean withTime) {
        return DateFormats.named(pattern).orElseGet(() -> withTime ? dateTime(pattern) : date(pattern));
    }

    /** The pattern as reported in a profile, in java.time notation. */
    public String pattern() {
        return pattern;
    }

    /** Whether values carry a time of day. */
    public boolean withTime() {
        return withTime;
    }

    /**
     * A sortable key of {@code value} (epoch day for dates, epoch second in UTC for date-times), or
     * {@link #NO_MATCH}: ranges over many values need no object per value.
     */
    public long key(String value) {
        TemporalAccessor parsed = parsed(value);
        if (parsed == null) {
            return NO_MATCH;
        }
        return withTime
                ? utc(parsed).toEpochSecond(ZoneOffset.UTC)
                : LocalDate.from(parsed).toEpochDay();
    }

    /** {@code value} as ISO-8601 text (date-times in UTC, fractions of a second kept), or null. */
    public String iso(String value) {
        TemporalAccessor parsed = parsed(value);
        if (parsed == null) {
            return null;
        }
        return withTime ? utc(parsed).toString() : LocalDate.from(parsed).toString();
    }

    /** A {@link #key} back as ISO-8601 text. */
    public String render(long key) {
        return withTime
                ? LocalDateTime.ofEpochSecond(key, 0, ZoneOffset.UTC).toString()
                : LocalDate.ofEpochDay(key).toString();
    }

    @Override
    public String toString() {
        return pattern;
    }

    private TemporalAccessor parsed(String value) {
        // A cheap, exception-free syntax check first: most values of other formats stop here.
        ParsePosition position = new ParsePosition(0);
        if (formatter.parseUnresolved(value, position) == null || position.getIndex() != value.length()) {
            return null;
        }
        try {
            TemporalAccessor parsed = formatter.parse(value);
            return withTime ? utc(parsed) : LocalDate.from(parsed);
        } catch (DateTimeException e) {
            return null;
        }
    }

    private static LocalDateTime utc(TemporalAccessor parsed) {
        if (parsed instanceof LocalDateTime local) {
            return local;
        }
        LocalDateTime local = LocalDateTime.from(parsed);
        return parsed.isSupported(ChronoField.OFFSET_SECONDS)
                ? local.atOffset(ZoneOffset.from(parsed))
                        .withOffsetSameInstant(ZoneOffset.UTC)
                        .toLocalDateTime()
                : local;
    }

    private static DateTimeFormatter strict(String pattern) {
        // STRICT resolution rejects 31/02; it needs 'u' (proleptic year) rather than 'y' (year of era).
        return new DateTimeFormatterBuilder()
                .parseCaseInsensitive()
                .appendPattern(pattern.replace('y', 'u'))
                .toFormatter(Locale.ENGLISH);
    }
}
