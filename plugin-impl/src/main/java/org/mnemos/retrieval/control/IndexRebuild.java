package org.mnemos.retrieval.control;

import java.sql.SQLException;
import java.util.Map;

/** Re-creates the index from its {@link IndexSource}. */
public final class IndexRebuild {

    private static final int BATCH = 2_000;

    private final IndexSource source;
    private final RetrievalIndex index;

    public IndexRebuild(IndexSource source, RetrievalIndex index) {
        this.source = source;
        this.index = index;
    }

    /**
     * Clears the index, indexes every stored entry and commits with {@code commitData}; returns how many were
     * indexed. Until that commit, the index's commits record nothing: a crash midway, or a database that fails
     * during the read, leaves an index that a restart rebuilds again rather than replays.
     */
    public long run(Map<String, String> commitData) throws SQLException {
        index.commitData(Map.of());
        index.clear();
        long[] total = {0};
        try {
            source.readAll(BATCH, batch -> {
                index.load(batch);
                total[0] += batch.size();
            });
            index.commitData(commitData);
        } finally {
            // Back to ordinary merging even when the read failed: a writer left in bulk mode never merges again.
            index.endLoad(); // merges and commits, with the commit data once the load is complete
        }
        return total[0];
    }
}
