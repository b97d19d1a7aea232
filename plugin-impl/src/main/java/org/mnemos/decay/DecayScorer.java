package org.mnemos.decay;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * S = α·R + β·E + γ·U/N with R = exp(−λ·age in days), E = max(0, cosine to the task vector) and U the
 * user utility. Without a task vector (no task specifications, no queries yet) E is unknown and its
 * weight is shared out over the other terms, so entries are not all pushed towards θ at once.
 */
public final class DecayScorer {

    private final RetentionPolicy policy;
    private final Optional<float[]> task;

    public DecayScorer(RetentionPolicy policy, Optional<float[]> task) {
        this.policy = policy;
        this.task = task;
    }

    public double score(float[] vector, Instant evidenceAt, double utility, Instant now) {
        double ageDays = Math.max(0, Duration.between(evidenceAt, now).toMillis() / 86_400_000.0);
        double recency = Math.exp(-policy.lambdaPerDay() * ageDays);
        double use = Math.min(1, utility / policy.maxUtility());
        if (task.isEmpty() || vector == null) {
            double weights = policy.alpha() + policy.gamma();
            return weights == 0 ? 0 : (policy.alpha() * recency + policy.gamma() * use) / weights;
        }
        double relevance = Math.max(0, TaskVector.cosine(vector, task.get()));
        return policy.alpha() * recency + policy.beta() * relevance + policy.gamma() * use;
    }

    /** What the job does with an entry: pinned entries never decay, utility 0 goes regardless of S. */
    public Decision decide(double score, double utility) {
        if (utility >= policy.maxUtility()) {
            return Decision.RETAIN_PINNED;
        }
        if (utility <= 0) {
            return Decision.DELETE;
        }
        if (score >= policy.theta()) {
            return Decision.RETAIN;
        }
        return policy.consolidation().enabled() ? Decision.CONSOLIDATE : Decision.DELETE;
    }

    /** The outcome for one entry. */
    public enum Decision { RETAIN, RETAIN_PINNED, CONSOLIDATE, DELETE }
}
