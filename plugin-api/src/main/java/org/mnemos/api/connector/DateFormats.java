package org.mnemos.api.connector;

import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.List;
import java.util.Optional;

/**
 * The date formats values are typed by, most specific first: when several fit every value of a
 * column (all days ≤ 12, say) the profile reports the first. At most 64, so that a profiler can
 * keep the candidates of a column as one bit each.
 */
public final class DateFormats {

    public static final List<DateFormat> ALL = List.of(
            DateFormat.date("yyyy-MM-dd"),
            DateFormat.date("yyyy/MM/dd"),
            DateFormat.date("MM/dd/yyyy"),
            DateFormat.date("dd/MM/yyyy"),
            DateFormat.date("M/d/yyyy"),
            DateFormat.date("d/M/yyyy"),
            DateFormat.date("MM/dd/yy"),
            DateFormat.date("dd/MM/yy"),
            DateFormat.date("M/d/yy"),
            DateFormat.date("d/M/yy"),
            DateFormat.date("dd.MM.yyyy"),
            DateFormat.date("d.M.yyyy"),
            DateFormat.date("dd-MM-yyyy"),
            DateFormat.date("dd-MMM-yy"),
            DateFormat.date("d-MMM-yy"),
            DateFormat.date("dd-MMM-yyyy"),
            DateFormat.date("d-MMM-yyyy"),
            DateFormat.date("d MMM yyyy"),
            DateFormat.date("MMM d, yyyy"),
            DateFormat.dateTime("yyyy-MM-dd'T'HH:mm:ss", DateTimeFormatter.ISO_LOCAL_DATE_TIME),
            DateFormat.dateTime("yyyy-MM-dd'T'HH:mm:ssXXX", iso('T')),
            DateFormat.dateTime("yyyy-MM-dd HH:mm:ss[.SSS]", localIso(' ').toFormatter()),
            DateFormat.dateTime("yyyy-MM-dd HH:mm:ssXXX", iso(' ')),
            DateFormat.dateTime("yyyy-MM-dd HH:mm"),
            DateFormat.dateTime("M/d/yyyy H:mm:ss"),
            DateFormat.dateTime("M/d/yyyy H:mm"),
            DateFormat.dateTime("d/M/yyyy H:mm"),
            // 12-hour clocks, as US open-data portals export them ("03/01/2011 02:27:57 PM")
            DateFormat.dateTime("MM/dd/yyyy hh:mm:ss a"),
            DateFormat.dateTime("M/d/yyyy h:mm:ss a"),
            DateFormat.dateTime("M/d/yyyy h:mm a"));

    private DateFormats() {}

    /** The known format a profile reports as {@code pattern}. */
    public static Optional<DateFormat> named(String pattern) {
        return ALL.stream().filter(format -> format.pattern().equals(pattern)).findFirst();
    }

    /** ISO date and time (seconds and 1–9 fraction digits optional) with separator, no offset. */
    private static DateTimeFormatterBuilder localIso(char separator) {
        return new DateTimeFormatterBuilder()
                .append(DateTimeFormatter.ISO_LOCAL_DATE)
                .appendLiteral(separator)
                .append(DateTimeFormatter.ISO_LOCAL_TIME);
    }

    /** Like {@link #localIso} with an offset: {@code Z}, {@code +02}, {@code +0200} or {@code +02:00}. */
    private static DateTimeFormatter iso(char separator) {
        return localIso(separator)
                .parseLenient()
                .appendOffset("+HH", "Z")
                .parseStrict()
                .toFormatter();
    }
}
