package org.mnemos.retrieval.control;

import java.sql.SQLException;

/** Re-creates the index from its {@link IndexSource}. */
public final class IndexRebuild {

    private static final int BATCH = 2_000;

    private final IndexSource source;
    private final RetrievalIndex index;

    public IndexRebuild(IndexSource source, RetrievalIndex index) {
        this.source = source;
        this.index = index;
    }

    public long storedEntries() throws SQLException {
        return source.count();
    }

    /** Clears the index, indexes every stored entry and commits; returns how many were indexed. */
    public long run() throws SQLException {
        index.clear();
        long[] total = {0};
        source.readAll(BATCH, batch -> {
            index.upsertAll(batch);
            total[0] += batch.size();
        });
        index.commit();
        return total[0];
    }
}
