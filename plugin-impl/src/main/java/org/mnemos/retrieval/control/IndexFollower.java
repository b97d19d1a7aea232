package org.mnemos.retrieval.control;

import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.retrieval.entity.IndexChange;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * This instance's index following the change log. Rows are applied in order, each by indexing the entry as
 * the database holds it now (or deleting it when the database no longer does), so applying a row twice or
 * late is harmless and the index converges on the database. The cursor moves with the applied rows and is
 * committed with the documents; what the follower reports to the other instances is the last committed
 * cursor, because that is where it would resume after a crash.
 *
 * <p>The instance that wrote a change applies it at once from what it wrote ({@link #applyLocally}), so a
 * Remember is recallable and a Forget erased here before the call returns, without a database round trip
 * while the transaction completes. That copy can only be older than the database's if the follower has
 * read the change's rows already, and then it is skipped; otherwise the follower applies the rows later and
 * replaces it with the database's state, unless that is the very document it took (indexing a vector twice
 * doubled the cost of every write). One thread reads the log at a time; applying what it read excludes the
 * local copies, so the check and the cursor agree.
 */
public final class IndexFollower {

    private static final Logger LOG = Logger.getLogger(IndexFollower.class.getName());
    private static final int BATCH = 1_000;
    /** Local copies kept for comparison at most; beyond, the follower indexes what it reads (a follower far behind). */
    private static final int KEPT = 20_000;
    /** Two local copies of one entry before the follower reads it: which one the index holds is not known. */
    private static final Local UNKNOWN = new Local(null);

    private final RetrievalIndex index;
    private final ChangeLog log;
    private final IndexSource source;
    private final ReentrantLock reading = new ReentrantLock();
    private final ReentrantReadWriteLock applying = new ReentrantReadWriteLock();
    private volatile IndexCheckpoint checkpoint;
    private volatile IndexCheckpoint committed;
    /** The documents taken from local writes whose rows the follower has not read yet, by entry id. */
    private final Map<String, Local> localCopies = new ConcurrentHashMap<>();

    private boolean failing;

    IndexFollower(RetrievalIndex index, ChangeLog log, IndexSource source, IndexCheckpoint checkpoint) {
        this.index = index;
        this.log = log;
        this.source = source;
        this.checkpoint = checkpoint;
        this.committed = checkpoint;
    }

    /**
     * Applies a change this instance has just committed, unless the follower has read its rows already.
     *
     * @param expunge whether the erasures are expunged from the index files now (a job run's wait for its step's end)
     */
    public void applyLocally(
            ChangeLog.Written rows, Collection<IndexedEntry> upserted, Collection<String> erased, boolean expunge) {
        applying.readLock().lock();
        try {
            if (rows.readBy(checkpoint.cursor())) {
                return;
            }
            if (!upserted.isEmpty()) {
                index.upsertAll(upserted);
                upserted.forEach(this::keep);
            }
            if (!erased.isEmpty()) {
                index.deleteAll(erased);
                erased.forEach(localCopies::remove);
                if (expunge) {
                    index.expungeDeletes();
                }
            }
        } finally {
            applying.readLock().unlock();
        }
    }

    /** Local applies run concurrently: a second copy of the same entry makes the index's document unknown. */
    private void keep(IndexedEntry entry) {
        if (localCopies.size() < KEPT) {
            localCopies.merge(entry.id(), new Local(entry), (kept, again) -> UNKNOWN);
        } else {
            localCopies.computeIfPresent(entry.id(), (id, kept) -> UNKNOWN);
        }
    }

    /** Applies the rows committed since the last read; a failure is logged once and left to the next poll. */
    public void poll() {
        reading.lock();
        try {
            drain();
            if (failing) {
                failing = false;
                LOG.info("Retrieval index follows the change log again");
            }
        } catch (SQLException | RuntimeException e) {
            if (!failing) {
                failing = true;
                LOG.log(Level.WARNING, "Retrieval index cannot follow the change log; retrying", e);
            }
        } finally {
            reading.unlock();
        }
    }

    /** At start-up: applies the rows committed since the index's last commit; returns how many. */
    long replay() throws SQLException {
        reading.lock();
        try {
            return drain();
        } finally {
            reading.unlock();
        }
    }

    /** Makes the applied rows durable together with the cursor they reached. */
    void commit() {
        applying.readLock().lock();
        try {
            index.commit();
            committed = checkpoint;
        } finally {
            applying.readLock().unlock();
        }
    }

    /** Commits and closes the index; where it got is where the next start resumes. */
    void close() {
        applying.writeLock().lock();
        try {
            index.close();
            committed = checkpoint;
        } finally {
            applying.writeLock().unlock();
        }
    }

    /** Re-creates the index from the database, continuing from a cursor taken before the database was read. */
    long rebuild(IndexRebuild rebuild, LogCursor from) throws SQLException {
        reading.lock();
        applying.writeLock().lock();
        try {
            checkpoint = checkpoint.at(from);
            localCopies.clear();
            long indexed = rebuild.run(checkpoint.commitData());
            committed = checkpoint;
            return indexed;
        } finally {
            applying.writeLock().unlock();
            reading.unlock();
        }
    }

    /** How far the index has applied the log, committed or not. */
    LogCursor cursor() {
        return checkpoint.cursor();
    }

    /** The cursor of the last commit: where this instance would resume after a crash. */
    LogCursor committedCursor() {
        return committed.cursor();
    }

    String name() {
        return checkpoint.follower();
    }

    /** How many log positions this instance has still to apply (0 when it is up to date), for metrics. */
    public long positionsBehind() throws SQLException {
        return log.positionsBehind(cursor());
    }

    private long drain() throws SQLException {
        long applied = 0;
        ChangeLog.Batch batch;
        do {
            batch = log.read(checkpoint.cursor(), BATCH);
            Loaded loaded = load(batch.rows());
            applying.writeLock().lock();
            try {
                withoutLocalCopies(loaded).applyTo(index);
                checkpoint = checkpoint.at(batch.next());
                index.commitData(checkpoint.commitData());
            } finally {
                applying.writeLock().unlock();
            }
            applied += batch.rows().size();
        } while (batch.full());
        return applied;
    }

    /** The entries the rows name as stored now; erased ones are deleted, and expunged unless a run erased them. */
    private Loaded load(List<ChangeLog.Row> rows) throws SQLException {
        Set<String> ids = new LinkedHashSet<>();
        Set<String> inRun = new HashSet<>();
        boolean expunge = false;
        for (ChangeLog.Row row : rows) {
            if (row.entryId() != null) {
                ids.add(row.entryId());
                if (row.change() == IndexChange.ERASE_IN_RUN) {
                    inRun.add(row.entryId());
                }
            }
            expunge |= row.change() == IndexChange.ERASE || row.change() == IndexChange.EXPUNGE;
        }
        List<IndexedEntry> stored = ids.isEmpty() ? List.of() : source.read(ids);
        stored.forEach(entry -> ids.remove(entry.id()));
        // An entry upserted here from what was written, then erased elsewhere, is gone from the files too.
        expunge |= !inRun.containsAll(ids);
        return new Loaded(stored, ids, expunge);
    }

    /**
     * What was read less the entries whose document the index holds already from a local write. Runs with the
     * local copies excluded, so none changes the index between the comparison and the write.
     */
    private Loaded withoutLocalCopies(Loaded loaded) {
        loaded.erased().forEach(localCopies::remove);
        List<IndexedEntry> changed = loaded.stored().stream()
                .filter(entry -> {
                    Local copy = localCopies.remove(entry.id());
                    return copy == null || copy.entry() == null || !copy.entry().indexedAlike(entry);
                })
                .toList();
        return new Loaded(changed, loaded.erased(), loaded.expunge());
    }

    /** A document this instance took from its own write, or none when it is not known ({@link #UNKNOWN}). */
    private record Local(IndexedEntry entry) {}

    private record Loaded(List<IndexedEntry> stored, Set<String> erased, boolean expunge) {

        void applyTo(RetrievalIndex index) {
            index.upsertAll(stored);
            if (!erased.isEmpty()) {
                index.deleteAll(erased);
            }
            if (expunge) {
                index.expungeDeletes();
            }
        }
    }
}
