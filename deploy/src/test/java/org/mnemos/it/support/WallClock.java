package org.mnemos.it.support;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** Waiting for the wall clock, for tests of what the scheduler fires at whole minutes. */
public final class WallClock {

    private WallClock() {}

    /** The start of a minute at least {@code ahead} from now. */
    public static Instant nextMinuteAtLeast(Duration ahead) {
        return Instant.now().plus(ahead).truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(1));
    }

    public static void sleepUntil(Instant instant) throws InterruptedException {
        long millis = Duration.between(Instant.now(), instant).toMillis();
        if (millis > 0) {
            Thread.sleep(millis);
        }
    }
}
