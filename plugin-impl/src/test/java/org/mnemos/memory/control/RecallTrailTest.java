package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Recall's trail is written apart from Recall: a failure to write it never reaches the caller. */
class RecallTrailTest {

    private final RecallTrail trail = new RecallTrail();
    private final List<List<RecallTrailWriter.Trace>> written = new ArrayList<>();
    private boolean failing;

    @BeforeEach
    void wire() {
        trail.writer = new RecallTrailWriter() {
            @Override
            public void write(List<Trace> traces) {
                if (failing) {
                    throw new IllegalStateException("the database is away");
                }
                written.add(List.copyOf(traces));
            }
        };
    }

    @Test
    void anAbstainingRecallLeavesItsQueryAndNoUse() {
        trail.leave("ws-1", "when does the depot close?", new float[] {1, 0}, RecallResult.abstain("nothing", null));

        assertThat(written)
                .singleElement()
                .satisfies(batch -> assertThat(batch).singleElement().satisfies(trace -> {
                    assertThat(trace.workspaceId()).isEqualTo("ws-1");
                    assertThat(trace.query()).isEqualTo("when does the depot close?");
                    assertThat(trace.recalled()).isEmpty();
                }));
    }

    @Test
    void aTrailThatCannotBeWrittenIsDroppedAndTheNextOneIsWritten() {
        failing = true;
        trail.leave("ws-1", "first", new float[] {1, 0}, RecallResult.abstain("nothing", null));
        failing = false;
        trail.leave("ws-1", "second", new float[] {0, 1}, RecallResult.abstain("nothing", null));

        assertThat(written)
                .singleElement()
                .satisfies(batch -> assertThat(batch)
                        .extracting(RecallTrailWriter.Trace::query)
                        .containsExactly("second"));
    }
}
