package org.mnemos.portability.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mnemos.security.control.Caller;

/** Supersession links of an export are re-made by the new ids, whichever of the two entries comes first. */
class ImportRunTest {

    private final ImportRun run = new ImportRun(new Caller("acme", "alice", Set.of()), "ws-2", 5.0);

    @Test
    void anOlderEntryWaitsForTheOneThatSupersededIt() {
        run.entryImported("old-1", "new-1");
        assertThat(run.supersederOf("old-2", "new-1")).as("not imported yet").isNull();

        assertThat(run.entryImported("old-2", "new-2")).containsExactly("new-1");
        assertThat(run.entryImported("old-2", "new-2")).as("linked once").isEmpty();
    }

    @Test
    void aSupersederImportedFirstIsKnownAtOnce() {
        run.entryImported("old-2", "new-2");

        assertThat(run.supersederOf("old-2", "new-1")).isEqualTo("new-2");
    }
}
