package org.mnemos.connector.profile;

import java.util.List;
import org.mnemos.api.connector.DateFormat;
import org.mnemos.api.connector.DateFormats;

/** Narrows a column's candidate date formats, one bit each in a mask, value by value. */
final class DatePatterns {

    /** The candidates in bit order: plugin-api's formats, most specific first. */
    static final List<DateFormat> ALL = DateFormats.ALL;

    /** Every format still possible before the first value. */
    static final long ANY = (1L << ALL.size()) - 1;

    private DatePatterns() {}

    /** The mask of the formats among {@code candidates} that accept {@code value}. */
    static long matching(String value, long candidates, DateRanges ranges) {
        if (value.length() < 6 || value.length() > 40) {
            return 0;
        }
        long survivors = candidates;
        for (int i = 0; i < ALL.size(); i++) {
            if ((candidates & (1L << i)) != 0) {
                long key = ALL.get(i).key(value);
                if (key == DateFormat.NO_MATCH) {
                    survivors &= ~(1L << i);
                } else {
                    ranges.include(i, key);
                }
            }
        }
        return survivors;
    }

    /** The format a column with these candidates is reported in: the most specific. */
    static int first(long mask) {
        return Long.numberOfTrailingZeros(mask);
    }
}
