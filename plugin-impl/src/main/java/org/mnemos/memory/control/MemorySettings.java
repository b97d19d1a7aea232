package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Period;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Lifetime and ranking defaults from configuration (retention policies per workspace refine
 * them later). Keys and defaults are documented in configuration.md.
 */
@ApplicationScoped
public class MemorySettings {

    @Inject
    @ConfigProperty(name = "mnemos.memory.scratch-ttl", defaultValue = "PT24H")
    String scratchTtl;

    @Inject
    @ConfigProperty(name = "mnemos.memory.review-interval", defaultValue = "P90D")
    String reviewInterval;

    @Inject
    @ConfigProperty(name = "mnemos.memory.max-utility", defaultValue = "5")
    double maxUtility;

    @Inject
    @ConfigProperty(name = "mnemos.memory.recency-lambda-per-day", defaultValue = "0.05")
    double recencyLambdaPerDay;

    @Inject
    @ConfigProperty(name = "mnemos.recall.relevance-floor", defaultValue = "0.2")
    double relevanceFloor;

    public Duration scratchTtl() {
        return Duration.parse(scratchTtl);
    }

    public Period reviewInterval() {
        return Period.parse(reviewInterval);
    }

    public double maxUtility() {
        return maxUtility;
    }

    public double recencyLambdaPerDay() {
        return recencyLambdaPerDay;
    }

    /** Below this query relevance a candidate is not relevant at all, whatever its other merits. */
    public double relevanceFloor() {
        return relevanceFloor;
    }
}
