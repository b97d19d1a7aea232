package org.mnemos.decay.control;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.entity.Category;
import org.mnemos.retention.control.RetentionPolicy;

class CapPlanTest {

    private static final RetentionPolicy CONSOLIDATING = RetentionPolicy.defaults("UTC");

    @Test
    void onlyTheExcessOverTheCapGoes() {
        CapPlan plan = new CapPlan(3, 5, 4);

        assertThat(plan.excess()).isEqualTo(2);
        assertThat(plan.toRemove()).isEqualTo(2);
        assertThat(plan.overCap()).isZero();
    }

    @Test
    void aWorkspaceAtOrUnderItsCapLosesNothing() {
        assertThat(new CapPlan(3, 3, 3).toRemove()).isZero();
        assertThat(new CapPlan(3, 1, 1).toRemove()).isZero();
        assertThat(CapPlan.none().toRemove()).isZero();
    }

    @Test
    void pinnedEntriesAboveTheCapStayAndAreReported() {
        // 6 active after theta, 4 of them pinned: only the 2 unpinned can go, 1 pinned entry stays over the cap of 3.
        CapPlan plan = new CapPlan(3, 6, 2);

        assertThat(plan.toRemove()).isEqualTo(2);
        assertThat(plan.overCap()).isEqualTo(1);
    }

    @Test
    void aRestartedStepRemovesTheRestOfTheSameEntries() {
        CapPlan first = new CapPlan(3, 10, 8);
        // after a committed chunk of 4 the scores mark them removed: both counts drop by 4
        CapPlan again = new CapPlan(3, 10 - 4, 8 - 4);

        assertThat(again.toRemove()).isEqualTo(first.toRemove() - 4);
        assertThat(again.overCap()).isEqualTo(first.overCap());
    }

    @Test
    void cappedEntriesAreConsolidatedWhenThePolicyConsolidatesAndSayWhy() {
        DecayCandidate candidate =
                new CapPlan(3, 5, 4).candidate("e1", "ws", "subject", Category.OBSERVATION, 0.41234, CONSOLIDATING);
        RetentionPolicy deleting = new RetentionPolicy(
                "PT24H",
                "P90D",
                "REVIEW_DUE",
                0.4,
                0.4,
                0.2,
                0.05,
                0.3,
                5,
                new RetentionPolicy.Consolidation(false, 3),
                CONSOLIDATING.schedule(),
                3);

        assertThat(candidate.decision()).isEqualTo(DecayScorer.Decision.CONSOLIDATE);
        assertThat(candidate.reason()).isEqualTo("over the workspace cap of 3 active episodic entries (score 0.412)");
        assertThat(new CapPlan(3, 5, 4)
                        .candidate("e1", "ws", null, Category.OBSERVATION, 0.4, deleting)
                        .decision())
                .isEqualTo(DecayScorer.Decision.DELETE);
    }
}
