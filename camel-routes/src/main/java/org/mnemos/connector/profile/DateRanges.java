package org.mnemos.connector.profile;

import java.util.Arrays;

/** Earliest, latest and last key per candidate pattern: the format is only known at the end. */
final class DateRanges {

    private final long[] min = new long[DatePatterns.ALL.size()];
    private final long[] max = new long[DatePatterns.ALL.size()];
    private final long[] last = new long[DatePatterns.ALL.size()];

    DateRanges() {
        Arrays.fill(min, Long.MAX_VALUE);
        Arrays.fill(max, Long.MIN_VALUE);
    }

    void include(int pattern, long key) {
        min[pattern] = Math.min(min[pattern], key);
        max[pattern] = Math.max(max[pattern], key);
        last[pattern] = key;
    }

    /** The key of the last value included under {@code pattern}: the current row's, for date pairs. */
    long last(int pattern) {
        return last[pattern];
    }

    String min(int pattern) {
        return DatePatterns.ALL.get(pattern).render(min[pattern]);
    }

    String max(int pattern) {
        return DatePatterns.ALL.get(pattern).render(max[pattern]);
    }
}
