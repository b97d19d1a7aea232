package org.mnemos.retrieval.control;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an index's commit records besides its documents: the database it follows ({@code origin}), its
 * name among that database's followers, the document layout and the embedding model it was built with, and
 * how far it has applied the change log. Written with the documents in one Lucene commit, so after a crash the index
 * and its cursor agree and a restart replays the log from there.
 */
record IndexCheckpoint(String origin, String follower, String layout, String embedding, LogCursor cursor) {

    private static final String ORIGIN = "mnemos.origin";
    private static final String FOLLOWER = "mnemos.follower";
    private static final String LAYOUT = "mnemos.layout";
    private static final String EMBEDDING = "mnemos.embedding";
    /** Indexes committed before the model was recorded were built with the only model there was. */
    private static final String FIRST_EMBEDDING = OfflineModel.ALL_MINILM_L6_V2_Q.id();

    private static final String POSITION = "mnemos.log.position";
    private static final String PENDING = "mnemos.log.pending";

    static Optional<IndexCheckpoint> of(Map<String, String> commitData) {
        if (!commitData.keySet().containsAll(List.of(ORIGIN, FOLLOWER, LAYOUT, POSITION, PENDING))) {
            return Optional.empty();
        }
        return Optional.of(new IndexCheckpoint(
                commitData.get(ORIGIN),
                commitData.get(FOLLOWER),
                commitData.get(LAYOUT),
                commitData.getOrDefault(EMBEDDING, FIRST_EMBEDDING),
                LogCursor.of(commitData.get(POSITION), commitData.get(PENDING))));
    }

    Map<String, String> commitData() {
        return Map.of(
                ORIGIN,
                origin,
                FOLLOWER,
                follower,
                LAYOUT,
                layout,
                EMBEDDING,
                embedding,
                POSITION,
                String.valueOf(cursor.position()),
                PENDING,
                cursor.pendingText());
    }

    IndexCheckpoint at(LogCursor next) {
        return new IndexCheckpoint(origin, follower, layout, embedding, next);
    }

    /** Whether replaying the log can bring this index up to date, or it must be rebuilt. */
    boolean follows(String databaseOrigin, String embeddingModel) {
        return origin.equals(databaseOrigin) && layout.equals(EntryDocument.LAYOUT) && embedding.equals(embeddingModel);
    }
}
