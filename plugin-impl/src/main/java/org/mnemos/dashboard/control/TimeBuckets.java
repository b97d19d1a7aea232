package org.mnemos.dashboard.control;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import org.mnemos.dashboard.entity.TimeUnit;

/**
 * The start of the time bucket a date falls in, as the chart library's UTC time units floor it: year,
 * quarter and month to their first day, day to the date, and week as Vega's {@code utcyearweek} does — to
 * the Sunday on or before the date, which may lie in the previous year (weeks start on Sunday, not ISO's
 * Monday).
 */
final class TimeBuckets {

    private TimeBuckets() {}

    /** The bucket's first day as an ISO date, or null when {@code value} is no ISO date or date-time. */
    static String start(Object value, TimeUnit unit) {
        if (!(value instanceof String text) || text.length() < 10) {
            return null;
        }
        try {
            // Typed dates are ISO text (yyyy-MM-dd, then a time for date-times): read by position, once per row.
            LocalDate date = LocalDate.of(
                    Integer.parseInt(text, 0, 4, 10),
                    Integer.parseInt(text, 5, 7, 10),
                    Integer.parseInt(text, 8, 10, 10));
            return text.charAt(4) == '-' && text.charAt(7) == '-'
                    ? floor(date, unit).toString()
                    : null;
        } catch (NumberFormatException | DateTimeException e) {
            return null;
        }
    }

    static LocalDate floor(LocalDate date, TimeUnit unit) {
        return switch (unit) {
            case YEAR -> date.withDayOfYear(1);
            case QUARTER -> LocalDate.of(date.getYear(), (date.getMonthValue() - 1) / 3 * 3 + 1, 1);
            case MONTH -> date.withDayOfMonth(1);
            case WEEK -> date.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY));
            case DAY -> date;
        };
    }
}
