package org.mnemos.api.log;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * Warnings about expected failures that callers can repeat at will: each kind is logged at most once a minute, in
 * one line without a stack trace, with how many of that kind were held back since. A re-ranker that is down fails
 * every Recall, and a member can test a source that does not answer thousands of times: one line each, or a stack
 * trace each, would rotate every other line out of the log files.
 *
 * <p>A kind is a small vocabulary the caller chooses (a failure code and a source type, say), never text a user
 * writes, so that varying a URL does not open a new allowance; past {@value #MAX_KINDS} kinds, the further ones
 * share one allowance.
 */
public final class ThrottledWarnings {

    static final int MAX_KINDS = 256;
    private static final String OTHER_KINDS = "\u0000other";

    private final Logger log;
    private final long everyNanos;
    private final LongSupplier nanoClock;
    private final Map<String, Allowance> kinds = new ConcurrentHashMap<>();

    public ThrottledWarnings(Logger log) {
        this(log, Duration.ofMinutes(1), System::nanoTime);
    }

    ThrottledWarnings(Logger log, Duration every, LongSupplier nanoClock) {
        this.log = log;
        this.everyNanos = every.toNanos();
        this.nanoClock = nanoClock;
    }

    /** Logs the message as one line, unless a warning of this kind was logged less than a minute ago. */
    public void warn(String kind, Supplier<String> message) {
        long now = nanoClock.getAsLong();
        Allowance allowance = kinds.size() < MAX_KINDS || kinds.containsKey(kind)
                ? kinds.computeIfAbsent(kind, k -> new Allowance(now - everyNanos))
                : kinds.computeIfAbsent(OTHER_KINDS, k -> new Allowance(now - everyNanos));
        long held = allowance.take(now, everyNanos);
        if (held >= 0) {
            log.warning(() -> oneLine(message.get()) + (held > 0 ? " (" + held + " more since the last report)" : ""));
        }
    }

    /** A message from a failure may carry a remote server's line breaks; a log line must not. */
    private static String oneLine(String message) {
        return message.replaceAll("[\\r\\n\\u2028\\u2029]+", " ");
    }

    private static final class Allowance {

        private final AtomicLong lastLogged;
        private final AtomicLong held = new AtomicLong();

        Allowance(long lastLogged) {
            this.lastLogged = new AtomicLong(lastLogged);
        }

        /** How many were held back since the last line when this one may be logged, or -1 when it is held back. */
        long take(long now, long everyNanos) {
            long last = lastLogged.get();
            if (now - last >= everyNanos && lastLogged.compareAndSet(last, now)) {
                return held.getAndSet(0);
            }
            held.incrementAndGet();
            return -1;
        }
    }
}
