package org.mnemos.retention.control;

import java.time.Duration;
import java.time.Instant;

/**
 * A retention policy; field names are the public JSON contract. The decay score of an episodic
 * entry is {@code S = alpha·R + beta·E + gamma·U/maxUtility} with {@code R = exp(−lambdaPerDay·age)},
 * so with weights summing to 1 every term and S lie in 0…1 and {@code theta} is a threshold in 0…1.
 */
public record RetentionPolicy(
        String scratchTtl,
        String reviewInterval,
        String onReviewDue,
        double alpha,
        double beta,
        double gamma,
        double lambdaPerDay,
        double theta,
        double maxUtility,
        Consolidation consolidation,
        Schedule schedule,
        Integer maxActiveEpisodic) {

    /** The built-in policy, used until an admin sets one. */
    public static RetentionPolicy defaults(String zone) {
        return new RetentionPolicy(
                "PT24H",
                "P90D",
                "REVIEW_DUE",
                0.4,
                0.4,
                0.2,
                0.05,
                0.3,
                5,
                new Consolidation(true, 3),
                new Schedule("0 2 * * *", zone),
                null);
    }

    /** R = exp(−lambdaPerDay·age in days): 1 for evidence seen now, halving every ln 2 / lambdaPerDay days. */
    public double recency(Instant evidenceAt, Instant now) {
        double ageDays = Math.max(0, Duration.between(evidenceAt, now).toMillis() / 86_400_000.0);
        return Math.exp(-lambdaPerDay * ageDays);
    }

    /** U/maxUtility, at most 1: how much users have told us they value the entry. */
    public double use(double utility) {
        return Math.min(1, utility / maxUtility);
    }

    public record Consolidation(boolean enabled, int minGroupSize) {}

    public record Schedule(String cron, String zone) {}
}
