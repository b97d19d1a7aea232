package org.mnemos.retention.control;

/**
 * A retention policy; field names are the public JSON contract. The decay score of an episodic
 * entry is {@code S = alpha·R + beta·E + gamma·U/maxUtility} with {@code R = exp(−lambdaPerDay·age)},
 * so with weights summing to 1 every term and S lie in 0…1 and {@code theta} is a threshold in 0…1.
 */
public record RetentionPolicy(String scratchTtl, String reviewInterval, String onReviewDue, double alpha, double beta,
                              double gamma, double lambdaPerDay, double theta, double maxUtility,
                              Consolidation consolidation, Schedule schedule, Integer maxActiveEpisodic) {

    /** The built-in policy, used until an admin sets one. */
    public static RetentionPolicy defaults(String zone) {
        return new RetentionPolicy("PT24H", "P90D", "REVIEW_DUE", 0.4, 0.4, 0.2, 0.05, 0.3, 5,
                new Consolidation(true, 3), new Schedule("0 2 * * *", zone), null);
    }

    public record Consolidation(boolean enabled, int minGroupSize) {
    }

    public record Schedule(String cron, String zone) {
    }
}
