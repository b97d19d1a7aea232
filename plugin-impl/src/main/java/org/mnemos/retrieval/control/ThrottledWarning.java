package org.mnemos.retrieval.control;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * A warning logged at most once a minute, with how many were held back since: a re-ranker that is down
 * fails every Recall, and one line per Recall would bury the log.
 */
final class ThrottledWarning {

    private static final long EVERY_NANOS = Duration.ofMinutes(1).toNanos();

    private final Logger log;
    private final AtomicLong lastLogged = new AtomicLong(System.nanoTime() - EVERY_NANOS);
    private final AtomicLong held = new AtomicLong();

    ThrottledWarning(Logger log) {
        this.log = log;
    }

    void warn(Supplier<String> message) {
        long now = System.nanoTime();
        long last = lastLogged.get();
        if (now - last >= EVERY_NANOS && lastLogged.compareAndSet(last, now)) {
            long more = held.getAndSet(0);
            log.warning(() -> message.get() + (more > 0 ? " (" + more + " more since the last report)" : ""));
        } else {
            held.incrementAndGet();
        }
    }
}
