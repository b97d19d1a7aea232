package org.mnemos.memory.control;

import java.time.Instant;
import java.util.Optional;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * S = α·R + β·E + γ·U/N with R = exp(−λ·age in days), E = max(0, cosine to the task vector) and U the
 * user utility. Without a task vector (no task specifications, no queries yet) E is unknown and its
 * weight is shared out over the other terms, so entries are not all pushed towards θ at once.
 */
public final class DecayScorer {

    /** How far above θ an entry still counts as fading. */
    public static final double FADING_BAND = 0.15;

    private final RetentionPolicy policy;
    private final Optional<float[]> task;

    public DecayScorer(RetentionPolicy policy, Optional<float[]> task) {
        this.policy = policy;
        this.task = task;
    }

    public double score(float[] vector, Instant evidenceAt, double utility, Instant now) {
        double recency = policy.recency(evidenceAt, now);
        double use = policy.use(utility);
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

    /**
     * What the timeline shows: pinned or well above θ is RETAINED, within {@link #FADING_BAND} above θ
     * is FADING, and an entry the job would remove (below θ, or utility 0) is FORGET. Entries the job
     * does not decay ({@code decays} false: not active episodic) are never FORGET.
     */
    public Indicator indicator(double score, double utility, boolean decays) {
        if (utility >= policy.maxUtility()) {
            return Indicator.RETAINED;
        }
        if (decays && (utility <= 0 || score < policy.theta())) {
            return Indicator.FORGET;
        }
        return score >= policy.theta() + FADING_BAND ? Indicator.RETAINED : Indicator.FADING;
    }

    /** The outcome for one entry. */
    public enum Decision {
        RETAIN,
        RETAIN_PINNED,
        CONSOLIDATE,
        DELETE
    }

    /** The timeline's colour: green, grey, red. */
    public enum Indicator {
        RETAINED,
        FADING,
        FORGET
    }
}
