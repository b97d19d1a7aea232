package org.mnemos.platform;

import java.time.Clock;
import java.time.Duration;

/**
 * The wall clock at PostgreSQL's precision: {@code timestamptz} keeps microseconds, so an instant an answer
 * shows as it was written is the instant every later read of the row shows.
 */
public final class DatabaseClock {

    private static final Clock UTC = Clock.tick(Clock.systemUTC(), Duration.ofNanos(1_000));

    private DatabaseClock() {}

    public static Clock utc() {
        return UTC;
    }
}
