package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import org.mnemos.retrieval.control.ChangeLog;
import org.mnemos.retrieval.control.IndexFollower;
import org.mnemos.retrieval.entity.IndexChange;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Keeps every instance's retrieval index in line with PostgreSQL through the index's change log: the
 * changed ids are logged in the changing transaction, so a rolled-back write reaches no index and a
 * committed one reaches all of them, each instance's within its poll interval. This instance's index also
 * takes the change as the transaction commits, from the event, so a Remember is recallable and a Forget
 * erased here before the call returns. Erasures are expunged from the index files at once, or for a job
 * run's erasures once its step ends (an expunge rewrites every segment holding a deleted document, so once
 * per chunk would rewrite a large index hundreds of times).
 */
@ApplicationScoped
public class IndexSync {

    @Inject
    ChangeLog log;

    @Inject
    IndexFollower follower;

    /** Where each change of a transaction still in progress went in the log: the same event reaches each phase. */
    private final Map<MemoryChanged, ChangeLog.Written> written = Collections.synchronizedMap(new IdentityHashMap<>());

    void record(@Observes MemoryChanged change) {
        ChangeLog.Written upserts = log.append(
                IndexChange.UPSERT,
                change.upserted().stream().map(IndexedEntry::id).toList());
        ChangeLog.Written erasures =
                log.append(change.partOfRun() ? IndexChange.ERASE_IN_RUN : IndexChange.ERASE, change.erased());
        written.put(change, upserts.and(erasures));
    }

    void apply(@Observes(during = TransactionPhase.AFTER_SUCCESS) MemoryChanged change) {
        ChangeLog.Written rows = written.remove(change);
        if (rows != null) {
            follower.applyLocally(rows, change.upserted(), change.erased(), !change.partOfRun());
        }
    }

    void rolledBack(@Observes(during = TransactionPhase.AFTER_FAILURE) MemoryChanged change) {
        written.remove(change);
    }
}
