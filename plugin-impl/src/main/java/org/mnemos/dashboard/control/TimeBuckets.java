package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import org.mnemos.dashboard.entity.TimeUnit;

/**
 * The time bucket a date falls in. Truncating units give the bucket's start as the chart library's UTC time
 * units floor it: year, quarter and month to their first day, day to the date, and week as Vega's
 * {@code utcyearweek} does — to the Sunday on or before the date, which may lie in the previous year (weeks
 * start on Sunday, not ISO's Monday). Date parts give their number (month 1–12, weekday 1 = Monday to 7, day
 * of month, hour 0–23), which orders them, and {@link #label} names it ("Jan", "Mon"). A year column's number
 * is its own year bucket.
 */
final class TimeBuckets {

    private TimeBuckets() {}

    /** The bucket of {@code value}, or null when it is no ISO date or date-time (nor a year number for year). */
    static Object bucket(Object value, TimeUnit unit) {
        if (unit == TimeUnit.YEAR && value instanceof BigDecimal year) {
            return year;
        }
        if (!(value instanceof String text) || text.length() < 10) {
            return null;
        }
        try {
            // Typed dates are ISO text (yyyy-MM-dd, then a time for date-times): read by position, once per row.
            LocalDate date = LocalDate.of(
                    Integer.parseInt(text, 0, 4, 10),
                    Integer.parseInt(text, 5, 7, 10),
                    Integer.parseInt(text, 8, 10, 10));
            if (text.charAt(4) != '-' || text.charAt(7) != '-') {
                return null;
            }
            return switch (unit) {
                case MONTH_OF_YEAR -> date.getMonthValue();
                case WEEKDAY -> date.getDayOfWeek().getValue();
                case DAY_OF_MONTH -> date.getDayOfMonth();
                case HOUR -> text.length() >= 13 && text.charAt(10) == 'T' ? Integer.parseInt(text, 11, 13, 10) : 0;
                default -> floor(date, unit).toString();
            };
        } catch (NumberFormatException | DateTimeException e) {
            return null;
        }
    }

    /** What a bucket is called on the axis: a month or weekday's short English name, else the bucket itself. */
    static Object label(Object bucket, TimeUnit unit) {
        if (!(bucket instanceof Integer part)) {
            return bucket;
        }
        return switch (unit) {
            case MONTH_OF_YEAR -> Month.of(part).getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
            case WEEKDAY -> DayOfWeek.of(part).getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
            default -> BigDecimal.valueOf(part);
        };
    }

    static LocalDate floor(LocalDate date, TimeUnit unit) {
        return switch (unit) {
            case YEAR -> date.withDayOfYear(1);
            case QUARTER -> LocalDate.of(date.getYear(), (date.getMonthValue() - 1) / 3 * 3 + 1, 1);
            case MONTH -> date.withDayOfMonth(1);
            case WEEK -> date.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY));
            case DAY, MONTH_OF_YEAR, WEEKDAY, DAY_OF_MONTH, HOUR -> date;
        };
    }
}
