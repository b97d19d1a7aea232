package org.mnemos.decay.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.memory.control.DecayScorer.Decision;
import org.mnemos.memory.entity.Category;

class ChunkPlanTest {

    private static final float[] EAST = {1, 0};
    private static final float[] NORTH = {0, 1};
    private static final float[] NORTH_EAST = {0.8f, 0.6f};

    private static DecayCandidate fading(String id, String subject, Decision decision) {
        return new DecayCandidate(id, "ws", subject, Category.FACT, 0.12, decision, "score 0.12 is below theta");
    }

    private static Map<String, float[]> vectors(Object... idsAndVectors) {
        Map<String, float[]> vectors = new HashMap<>();
        for (int i = 0; i < idsAndVectors.length; i += 2) {
            vectors.put((String) idsAndVectors[i], (float[]) idsAndVectors[i + 1]);
        }
        return vectors;
    }

    @Test
    void aGroupSmallerThanTheMinimumIsDeletedAndTheReportSaysSo() {
        List<DecayCandidate> acting = List.of(
                fading("e1", "depot", Decision.CONSOLIDATE),
                fading("e2", "depot", Decision.CONSOLIDATE),
                fading("e3", "depot", Decision.CONSOLIDATE),
                fading("e4", null, Decision.CONSOLIDATE));

        ChunkPlan plan = ChunkPlan.of(acting, vectors("e1", EAST, "e2", NORTH, "e3", EAST, "e4", NORTH), 3);

        assertThat(plan.groups()).containsExactly(List.of("e1", "e2", "e3"));
        assertThat(plan.consolidated()).isEqualTo(3);
        assertThat(plan.actions()).extracting(DecayCandidate::id).containsExactly("e1", "e2", "e3", "e4");
        assertThat(plan.actions())
                .extracting(DecayCandidate::decision)
                .containsExactly(Decision.CONSOLIDATE, Decision.CONSOLIDATE, Decision.CONSOLIDATE, Decision.DELETE);
        assertThat(plan.deletions())
                .singleElement()
                .satisfies(
                        lone -> assertThat(lone.reason())
                                .isEqualTo(
                                        "score 0.12 is below theta; its group of 1 is smaller than the minimum group size of 3"));
    }

    @Test
    void entriesWithoutASubjectGroupBySimilarityToAGroupsFirstMember() {
        List<DecayCandidate> acting = List.of(
                fading("a", null, Decision.CONSOLIDATE),
                fading("b", null, Decision.CONSOLIDATE),
                fading("c", null, Decision.CONSOLIDATE),
                fading("d", null, Decision.CONSOLIDATE));

        // cos(EAST, NORTH_EAST) = 0.8 joins; NORTH is orthogonal to EAST and starts its own group.
        ChunkPlan plan = ChunkPlan.of(acting, vectors("a", EAST, "b", NORTH, "c", NORTH_EAST, "d", NORTH), 2);

        assertThat(plan.groups()).containsExactly(List.of("a", "c"), List.of("b", "d"));
        assertThat(plan.deletions()).isEmpty();
    }

    @Test
    void groupsFormInIdOrderWhateverTheChunksOrder() {
        // The cap step reads by score: the plan must not depend on that order.
        List<DecayCandidate> byScore = List.of(
                fading("z", null, Decision.CONSOLIDATE),
                fading("m", null, Decision.CONSOLIDATE),
                fading("a", null, Decision.CONSOLIDATE));

        ChunkPlan plan = ChunkPlan.of(byScore, vectors("z", NORTH_EAST, "m", NORTH, "a", EAST), 2);

        assertThat(plan.groups()).containsExactly(List.of("a", "z"));
        assertThat(plan.actions()).extracting(DecayCandidate::id).containsExactly("z", "m", "a");
        assertThat(plan.deletions()).extracting(DecayCandidate::id).containsExactly("m");
    }

    @Test
    void deletionsStayAndEntriesGoneSinceTheyWereReadAreLeftOut() {
        List<DecayCandidate> acting = List.of(
                fading("forgotten-meanwhile", "depot", Decision.CONSOLIDATE),
                fading("utility-zero", null, Decision.DELETE),
                fading("kept", "depot", Decision.CONSOLIDATE),
                fading("kept-2", "depot", Decision.CONSOLIDATE));

        ChunkPlan plan = ChunkPlan.of(acting, vectors("kept", EAST, "kept-2", EAST), 2);

        assertThat(plan.actions()).extracting(DecayCandidate::id).containsExactly("utility-zero", "kept", "kept-2");
        assertThat(plan.deletions()).extracting(DecayCandidate::reason).containsExactly("score 0.12 is below theta");
        assertThat(plan.groups()).containsExactly(List.of("kept", "kept-2"));
    }

    @Test
    void anEntryWithoutAnEmbeddingStandsAlone() {
        List<DecayCandidate> acting =
                List.of(fading("a", null, Decision.CONSOLIDATE), fading("b", null, Decision.CONSOLIDATE));

        ChunkPlan plan = ChunkPlan.of(acting, vectors("a", EAST, "b", null), 2);

        assertThat(plan.groups()).isEmpty();
        assertThat(plan.deletions()).hasSize(2);
    }
}
