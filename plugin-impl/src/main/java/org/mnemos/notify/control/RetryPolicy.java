package org.mnemos.notify.control;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * How often a delivery is tried and how long it waits in between: at most {@code attempts} tries, the second
 * after {@code firstDelay}, each later one after twice the wait before it. Bounded, so a mail server that stays
 * down costs a few seconds of one executor thread, and the failure is recorded where its manager sees it.
 */
public record RetryPolicy(int attempts, Duration firstDelay) {

    /** One try: null when it worked, else what went wrong in plain words. */
    @FunctionalInterface
    public interface Attempt {
        String run();
    }

    /** What the tries came to: the tries made and the last error (null when the last try worked). */
    public record Result(int attempts, String error) {}

    public RetryPolicy {
        if (attempts < 1 || firstDelay.isNegative()) {
            throw new IllegalArgumentException("At least one attempt and a non-negative delay");
        }
    }

    /** The wait before try {@code n} (1-based): none before the first. */
    public Duration delayBefore(int n) {
        return n <= 1 ? Duration.ZERO : firstDelay.multipliedBy(1L << Math.min(n - 2, 20));
    }

    public Result run(Attempt attempt, Consumer<Duration> pause) {
        String error = null;
        for (int n = 1; n <= attempts; n++) {
            if (n > 1) {
                pause.accept(delayBefore(n));
            }
            error = attempt.run();
            if (error == null) {
                return new Result(n, null);
            }
        }
        return new Result(attempts, error);
    }
}
