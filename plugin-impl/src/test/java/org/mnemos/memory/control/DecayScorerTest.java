package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mnemos.retention.control.RetentionPolicy;

class DecayScorerTest {

    private static final Instant NOW = Instant.parse("2026-11-30T02:00:00Z");
    private static final RetentionPolicy POLICY = RetentionPolicy.defaults("UTC");

    private static float[] unit(double x, double y) {
        double norm = Math.hypot(x, y);
        return new float[] {(float) (x / norm), (float) (y / norm)};
    }

    @Test
    void theWorkedExampleOfTheDocumentation() {
        float[] task = unit(1, 0);
        float[] entry = unit(0.3, Math.sqrt(1 - 0.09));
        DecayScorer scorer = new DecayScorer(POLICY, Optional.of(task));

        double fortnight = scorer.score(entry, NOW.minus(Duration.ofDays(14)), 1, NOW);
        double month = scorer.score(entry, NOW.minus(Duration.ofDays(30)), 1, NOW);

        assertThat(fortnight).isCloseTo(0.4 * Math.exp(-0.7) + 0.4 * 0.3 + 0.2 * 0.2, within(1e-6));
        assertThat(scorer.decide(fortnight, 1)).isEqualTo(DecayScorer.Decision.RETAIN);
        assertThat(month).isCloseTo(0.2492, within(1e-3));
        assertThat(scorer.decide(month, 1)).isEqualTo(DecayScorer.Decision.CONSOLIDATE);
    }

    @Test
    void pinnedEntriesNeverDecayAndUtilityZeroGoesRegardless() {
        DecayScorer scorer = new DecayScorer(POLICY, Optional.empty());
        assertThat(scorer.decide(0.0, POLICY.maxUtility())).isEqualTo(DecayScorer.Decision.RETAIN_PINNED);
        assertThat(scorer.decide(0.99, 0)).isEqualTo(DecayScorer.Decision.DELETE);
    }

    @Test
    void withoutATaskVectorTheOtherTermsCarryTheWeight() {
        DecayScorer scorer = new DecayScorer(POLICY, Optional.empty());
        assertThat(scorer.score(unit(1, 0), NOW, POLICY.maxUtility(), NOW)).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void theTaskVectorIsTheNormalisedCentroid() {
        float[] centroid = TaskVector.of(List.of(unit(1, 0), unit(0, 1))).orElseThrow();
        assertThat(centroid[0]).isCloseTo(centroid[1], within(1e-6f));
        assertThat(TaskVector.cosine(centroid, centroid)).isCloseTo(1.0, within(1e-6));
        assertThat(TaskVector.of(List.of())).isEmpty();
    }

    @Test
    void theTimelineIndicatorIsGreenWellAboveThetaGreyJustAboveAndRedWhereTheJobWouldRemove() {
        DecayScorer scorer = new DecayScorer(POLICY, Optional.empty());
        double theta = POLICY.theta();

        assertThat(scorer.indicator(theta + DecayScorer.FADING_BAND, 1, true))
                .isEqualTo(DecayScorer.Indicator.RETAINED);
        assertThat(scorer.indicator(theta + 0.01, 1, true)).isEqualTo(DecayScorer.Indicator.FADING);
        assertThat(scorer.indicator(theta - 0.01, 1, true)).isEqualTo(DecayScorer.Indicator.FORGET);
        assertThat(scorer.indicator(0.99, 0, true))
                .as("utility 0 goes regardless")
                .isEqualTo(DecayScorer.Indicator.FORGET);
        assertThat(scorer.indicator(0.0, POLICY.maxUtility(), true))
                .as("pinned")
                .isEqualTo(DecayScorer.Indicator.RETAINED);
        assertThat(scorer.indicator(theta - 0.01, 1, false))
                .as("not decayed by the job")
                .isEqualTo(DecayScorer.Indicator.FADING);
    }
}
