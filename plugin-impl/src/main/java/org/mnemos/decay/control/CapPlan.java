package org.mnemos.decay.control;

import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.entity.Category;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * How a workspace comes down to its cap of active episodic entries once theta has done its part:
 * the lowest-scored of the entries theta kept go, pinned entries never. When pinned (or unscored,
 * newer) entries alone exceed the cap, they stay and the overflow is reported.
 *
 * @param remaining active episodic entries left after theta
 * @param removable of those, the scored, unpinned ones the cap may remove
 */
public record CapPlan(int cap, long remaining, long removable) {

    /** No cap: nothing to remove, nothing to report. */
    public static CapPlan none() {
        return new CapPlan(Integer.MAX_VALUE, 0, 0);
    }

    public long excess() {
        return Math.max(0, remaining - cap);
    }

    /** How many of the lowest-scored removable entries go. */
    public long toRemove() {
        return Math.min(excess(), removable);
    }

    /** Entries left above the cap because they may not be removed. */
    public long overCap() {
        return excess() - toRemove();
    }

    public String reason(double score) {
        return "over the workspace cap of " + cap + " active episodic entries (score "
                + Math.round(score * 1000) / 1000.0 + ")";
    }

    /** A removed entry, consolidated like a fading one when the policy consolidates. */
    public DecayCandidate candidate(
            String id, String workspace, String subject, Category category, double score, RetentionPolicy policy) {
        DecayScorer.Decision decision =
                policy.consolidation().enabled() ? DecayScorer.Decision.CONSOLIDATE : DecayScorer.Decision.DELETE;
        return new DecayCandidate(id, workspace, subject, category, score, decision, reason(score));
    }
}
