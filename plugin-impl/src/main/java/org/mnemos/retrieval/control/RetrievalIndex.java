package org.mnemos.retrieval.control;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * A derived, rebuildable search index over memory entries, returning ids only. Every write is
 * visible to the next search on any thread (read-your-writes). Implementations are thread-safe.
 */
public interface RetrievalIndex extends AutoCloseable {

    /** Adds the entry or replaces the one with the same id. */
    void upsert(IndexedEntry entry);

    void upsertAll(Collection<IndexedEntry> entries);

    /**
     * Bulk load after {@link #clear()}: adds entries whose ids the index does not hold, much faster than upserts
     * (no older copy to look up, all cores, a large buffer). {@link #endLoad()} ends the load.
     */
    void load(Collection<IndexedEntry> entries);

    /** Ends a bulk load: leaves the index in a few segments, so queries are fast, and commits it. */
    void endLoad();

    /** Removes the entry so that no query matches it any more; unknown ids are ignored. */
    void delete(String id);

    void deleteAll(Collection<String> ids);

    /** Removes every entry of one workspace of one tenant. */
    void deleteWorkspace(String tenant, String workspace);

    /**
     * Physically erases deleted entries from the index files (their terms and vectors), not
     * only hides them. Costs a rewrite of the affected segments, so call it once after a batch
     * of deletions (a Forget, an expiry run), not after each one.
     */
    void expungeDeletes();

    /** Hybrid lexical + dense search inside the request's scope, best hit first. */
    List<Hit> search(SearchRequest request);

    /** Number of live entries. */
    int size();

    void clear();

    /** Makes all writes durable. */
    void commit();

    /** Values the next commit records with the documents (how far the index got, what it was built from). */
    void commitData(Map<String, String> data);

    /** The values the next commit records: those of the last commit until set anew; empty for a new index. */
    Map<String, String> commitData();

    @Override
    void close();
}
