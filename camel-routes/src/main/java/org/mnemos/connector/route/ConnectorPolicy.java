package org.mnemos.connector.route;

import java.time.Duration;

/**
 * The one failure policy of every connector: how transient failures are retried, when a
 * failing source's circuit opens, and the default network timeouts.
 *
 * @param redeliveries   retries of a transient failure ({@code SOURCE_UNREACHABLE}, {@code SOURCE_TIMEOUT})
 * @param firstDelay     the wait before the first retry; it doubles for each next one, with jitter
 * @param maxDelay       the longest wait between two retries
 * @param breakerCalls   how many recent reads of a source the breaker judges (and needs before judging)
 * @param breakerOpenFor how long an open circuit refuses reads before letting one through to probe
 * @param connectTimeout how long opening a connection may take
 * @param readTimeout    how long an answer may take, where the source configuration does not say
 */
public record ConnectorPolicy(
        int redeliveries,
        Duration firstDelay,
        Duration maxDelay,
        int breakerCalls,
        Duration breakerOpenFor,
        Duration connectTimeout,
        Duration readTimeout) {

    /** Half of the judged reads failing transiently opens the circuit. */
    static final float BREAKER_FAILURE_RATE = 50f;

    public static ConnectorPolicy defaults() {
        return new ConnectorPolicy(
                3,
                Duration.ofMillis(500),
                Duration.ofSeconds(10),
                10,
                Duration.ofSeconds(30),
                Duration.ofSeconds(10),
                Duration.ofSeconds(30));
    }
}
