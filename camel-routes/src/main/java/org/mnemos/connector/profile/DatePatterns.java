package org.mnemos.connector.profile;

import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.List;

/**
 * The recognised formats, most specific first: when several fit every value of a column
 * (all days ≤ 12, say) the profile reports the first. At most 64, one bit each in a mask.
 */
final class DatePatterns {

    static final List<DatePattern> ALL = List.of(
            DatePattern.date("yyyy-MM-dd"),
            DatePattern.date("yyyy/MM/dd"),
            DatePattern.date("MM/dd/yyyy"),
            DatePattern.date("dd/MM/yyyy"),
            DatePattern.date("M/d/yyyy"),
            DatePattern.date("d/M/yyyy"),
            DatePattern.date("MM/dd/yy"),
            DatePattern.date("dd/MM/yy"),
            DatePattern.date("M/d/yy"),
            DatePattern.date("d/M/yy"),
            DatePattern.date("dd.MM.yyyy"),
            DatePattern.date("d.M.yyyy"),
            DatePattern.date("dd-MM-yyyy"),
            DatePattern.date("dd-MMM-yy"),
            DatePattern.date("d-MMM-yy"),
            DatePattern.date("dd-MMM-yyyy"),
            DatePattern.date("d-MMM-yyyy"),
            DatePattern.date("d MMM yyyy"),
            DatePattern.date("MMM d, yyyy"),
            DatePattern.dateTime("yyyy-MM-dd'T'HH:mm:ss", DateTimeFormatter.ISO_LOCAL_DATE_TIME),
            DatePattern.dateTime("yyyy-MM-dd'T'HH:mm:ssXXX", DateTimeFormatter.ISO_OFFSET_DATE_TIME),
            DatePattern.dateTime("yyyy-MM-dd HH:mm:ss[.SSS]", spaceSeparatedIso()),
            DatePattern.dateTime("yyyy-MM-dd HH:mm"),
            DatePattern.dateTime("M/d/yyyy H:mm:ss"),
            DatePattern.dateTime("M/d/yyyy H:mm"),
            DatePattern.dateTime("d/M/yyyy H:mm"),
            // 12-hour clocks, as US open-data portals export them ("03/01/2011 02:27:57 PM")
            DatePattern.dateTime("MM/dd/yyyy hh:mm:ss a"),
            DatePattern.dateTime("M/d/yyyy h:mm:ss a"),
            DatePattern.dateTime("M/d/yyyy h:mm a"));

    /** Every pattern still possible before the first value. */
    static final long ANY = (1L << ALL.size()) - 1;

    private DatePatterns() {}

    /** The mask of the patterns among {@code candidates} that accept {@code value}. */
    static long matching(String value, long candidates, DateRanges ranges) {
        if (value.length() < 6 || value.length() > 35) {
            return 0;
        }
        long survivors = candidates;
        for (int i = 0; i < ALL.size(); i++) {
            if ((candidates & (1L << i)) != 0) {
                long key = ALL.get(i).parse(value);
                if (key == DatePattern.NO_MATCH) {
                    survivors &= ~(1L << i);
                } else {
                    ranges.include(i, key);
                }
            }
        }
        return survivors;
    }

    static int first(long mask) {
        return Long.numberOfTrailingZeros(mask);
    }

    private static DateTimeFormatter spaceSeparatedIso() {
        return new DateTimeFormatterBuilder()
                .append(DateTimeFormatter.ISO_LOCAL_DATE)
                .appendLiteral(' ')
                .append(DateTimeFormatter.ISO_LOCAL_TIME)
                .toFormatter();
    }
}
