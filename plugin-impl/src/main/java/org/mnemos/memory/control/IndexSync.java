package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import org.mnemos.retrieval.control.RetrievalIndex;

/**
 * Keeps the retrieval index in line with PostgreSQL: applied as the changing transaction commits,
 * so a rolled-back write never reaches the index and an erasure is gone from it before the
 * Forget returns. Deleted entries are expunged from the index files, not only hidden: at once, or for
 * a job run's erasures when the run's step ends (an expunge rewrites every segment that holds a deleted
 * document, so once per chunk would rewrite a large index hundreds of times). Upserts are
 * visible at once but made durable by {@link org.mnemos.retrieval.control.RetrievalRuntime}'s periodic commit: a crash loses at
 * most a few seconds of them, and the start-up count check rebuilds the index then.
 */
@ApplicationScoped
public class IndexSync {

    @Inject
    RetrievalIndex index;

    void apply(@Observes(during = TransactionPhase.AFTER_SUCCESS) MemoryChanged change) {
        if (!change.upserted().isEmpty()) {
            index.upsertAll(change.upserted());
        }
        if (!change.erased().isEmpty()) {
            index.deleteAll(change.erased());
            if (!change.partOfRun()) {
                index.expungeDeletes();
            }
        }
    }
}
