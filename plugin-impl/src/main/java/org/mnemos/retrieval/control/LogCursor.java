package org.mnemos.retrieval.control;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How far an index has applied the change log: every row up to {@code position}, except rows of the
 * {@code pending} transactions, which were in progress when the follower last read and may still add
 * rows below that position. The next read takes the rows after {@code position} and those of
 * {@code pending}, so a transaction that commits out of order is applied late, never skipped.
 */
public record LogCursor(long position, Set<Long> pending) {

    /** Before the first row of the log. */
    public static final LogCursor START = new LogCursor(0, Set.of());

    public LogCursor {
        pending = Set.copyOf(pending);
    }

    String pendingText() {
        return pending.stream().sorted().map(String::valueOf).collect(Collectors.joining(","));
    }

    static LogCursor of(String position, String pending) {
        return new LogCursor(
                Long.parseLong(position),
                pending.isEmpty()
                        ? Set.of()
                        : Arrays.stream(pending.split(",")).map(Long::valueOf).collect(Collectors.toSet()));
    }

    Long[] pendingArray() {
        return pending.toArray(Long[]::new);
    }
}
