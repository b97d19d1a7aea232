package org.mnemos.decay.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mnemos.jobs.control.UnprocessableEntry;
import org.mnemos.retrieval.control.EmbeddingBytes;

class ScoringInputTest {

    private static final Optional<float[]> TASK = Optional.of(new float[] {0.6f, 0.8f});

    @Test
    void aWholeVectorOfTheTasksDimensionIsScored() {
        assertThat(ScoringInput.vector("e1", EmbeddingBytes.encode(new float[] {1, 0}), TASK))
                .containsExactly(1, 0);
        assertThat(ScoringInput.vector("e1", null, TASK)).isNull();
        assertThat(ScoringInput.vector("e1", EmbeddingBytes.encode(new float[] {1, 0, 0}), Optional.empty()))
                .hasSize(3);
    }

    @Test
    void bytesThatAreNotAWholeVectorAreSkippedWithTheirSize() {
        assertThatThrownBy(() -> ScoringInput.vector("e1", new byte[] {1, 2, 3}, TASK))
                .isInstanceOfSatisfying(UnprocessableEntry.class, e -> {
                    assertThat(e.skip().id()).isEqualTo("e1");
                    assertThat(e.skip().reason())
                            .isEqualTo("its embedding is 3 bytes, not a whole vector of 4-byte floats");
                });
    }

    @Test
    void aVectorOfAnotherDimensionThanTheTaskIsSkipped() {
        assertThatThrownBy(() -> ScoringInput.vector("e2", EmbeddingBytes.encode(new float[] {1, 0, 0}), TASK))
                .isInstanceOfSatisfying(
                        UnprocessableEntry.class,
                        e -> assertThat(e.skip().reason())
                                .isEqualTo("its embedding has 3 dimensions, the workspace's task vector 2"));
    }

    @Test
    void aScoreThatIsNotANumberIsSkippedAndAFiniteOneKept() {
        assertThat(ScoringInput.score("e3", 0.25)).isEqualTo(0.25);
        assertThatThrownBy(() -> ScoringInput.score("e3", Double.NaN)).isInstanceOf(UnprocessableEntry.class);
        assertThatThrownBy(() -> ScoringInput.score("e3", Double.POSITIVE_INFINITY))
                .isInstanceOf(UnprocessableEntry.class);
    }
}
