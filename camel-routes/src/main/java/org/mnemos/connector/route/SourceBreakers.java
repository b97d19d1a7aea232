package org.mnemos.connector.route;

import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import java.util.function.Supplier;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * One Resilience4j circuit breaker per source (a datasource, a host, an MCP server), created
 * on first use. Camel's circuit breaker EIP keeps one breaker per route, which would let one
 * dead server block reads of every other source of its type. Only transient failures count
 * against a source: a refused credential or bad data says nothing about its availability.
 * Keys are systems, not queries, so the registry stays as small as the set of configured servers.
 */
public class SourceBreakers {

    private final CircuitBreakerRegistry registry;
    private final ConnectorPolicy policy;

    public SourceBreakers(ConnectorPolicy policy) {
        this.policy = policy;
        this.registry = CircuitBreakerRegistry.of(CircuitBreakerConfig.custom()
                .slidingWindowSize(policy.breakerCalls())
                .minimumNumberOfCalls(policy.breakerCalls())
                .failureRateThreshold(ConnectorPolicy.BREAKER_FAILURE_RATE)
                .waitDurationInOpenState(policy.breakerOpenFor())
                .permittedNumberOfCallsInHalfOpenState(1)
                .recordException(e -> e instanceof ConnectorException c && c.isTransient())
                .build());
    }

    /** Runs one read of {@code source} unless its circuit is open. */
    public <T> T call(String source, Supplier<T> read) {
        try {
            return registry.circuitBreaker(source).executeSupplier(read);
        } catch (CallNotPermittedException e) {
            // Not retryable: redelivering into an open circuit would only repeat this answer.
            throw new ConnectorException(
                            FailureCode.SOURCE_UNREACHABLE,
                            "The source " + source
                                    + " failed repeatedly; it is not read again for "
                                    + policy.breakerOpenFor().toSeconds()
                                    + " seconds.")
                    .withRetryable(false);
        }
    }
}
