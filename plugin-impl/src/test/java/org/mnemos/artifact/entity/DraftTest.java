package org.mnemos.artifact.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A draft's undo stack holds the last ten contents and no more; redo is dropped by a new edit. */
class DraftTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");

    @Test
    void undoGoesBackTenEditsAndNoFurther() {
        Draft draft = new Draft("a", "ann", 0, "v0", false, null, NOW);
        for (int i = 1; i <= 11; i++) {
            draft.edit("v" + i, NOW);
        }
        assertThat(draft.undoStack().size()).isEqualTo(EditStack.BOUND);
        for (int i = 10; i >= 1; i--) {
            draft.undo(NOW);
            assertThat(draft.content()).isEqualTo("v" + i);
        }
        // v0 was the eleventh snapshot back: the bound dropped it.
        assertThatThrownBy(() -> draft.undo(NOW)).isInstanceOf(NothingToStep.class);
        assertThat(draft.content()).isEqualTo("v1");
    }

    @Test
    void redoReplaysWhatWasUndoneUntilTheNextEdit() {
        Draft draft = new Draft("a", "ann", 0, "v0", false, null, NOW);
        draft.edit("v1", NOW);
        draft.edit("v2", NOW);
        draft.undo(NOW);
        draft.undo(NOW);
        draft.redo(NOW);
        assertThat(draft.content()).isEqualTo("v1");
        draft.edit("v3", NOW);
        assertThatThrownBy(() -> draft.redo(NOW)).isInstanceOf(NothingToStep.class);
        draft.undo(NOW);
        assertThat(draft.content()).isEqualTo("v1");
    }

    @Test
    void everyChangeIsANewRevisionAndAnEditMarksTheDraftEdited() {
        Draft draft = new Draft("a", "ann", 0, "v0", false, null, NOW);
        assertThat(draft.revision()).isEqualTo(1);
        assertThat(draft.edited()).isFalse();
        draft.edit("v1", NOW);
        draft.undo(NOW);
        assertThat(draft.revision()).isEqualTo(3);
        assertThat(draft.edited()).isTrue();
        draft.publishedAs(1, NOW);
        assertThat(draft.baseVersion()).isEqualTo(1);
        assertThat(draft.edited()).isFalse();
    }

    @Test
    void theStacksSurviveTheirJsonColumn() {
        EditStack stack = EditStack.empty().push("{\"a\": 1}\n").push("line \"two\"");
        assertThat(EditStack.parse(stack.json())).isEqualTo(stack);
        assertThat(EditStack.parse(stack.json()).top()).contains("line \"two\"");
    }
}
