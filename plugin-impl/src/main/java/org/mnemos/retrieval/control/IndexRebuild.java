package org.mnemos.retrieval.control;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.mnemos.retrieval.entity.IndexedEntry;

/** Re-creates the index from every memory entry in PostgreSQL, streamed with a server-side cursor. */
public final class IndexRebuild {

    private static final int BATCH = 2_000;
    private static final String ENTRIES = "SELECT id, tenant, workspace_id, kind, category, status, expires_at, review_at,"
            + " content, embedding FROM memory_entry";

    private final DataSource dataSource;
    private final RetrievalIndex index;

    public IndexRebuild(DataSource dataSource, RetrievalIndex index) {
        this.dataSource = dataSource;
        this.index = index;
    }

    public long storedEntries() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT COUNT(*) FROM memory_entry")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Clears the index, indexes every stored entry and commits; returns how many were indexed. */
    public long run() throws SQLException {
        index.clear();
        long total = 0;
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false); // PostgreSQL only streams with a cursor inside a transaction
            try (Statement statement = connection.createStatement()) {
                statement.setFetchSize(BATCH);
                try (ResultSet rs = statement.executeQuery(ENTRIES)) {
                    List<IndexedEntry> batch = new ArrayList<>(BATCH);
                    while (rs.next()) {
                        batch.add(entry(rs));
                        if (batch.size() == BATCH) {
                            index.upsertAll(batch);
                            total += batch.size();
                            batch.clear();
                        }
                    }
                    index.upsertAll(batch);
                    total += batch.size();
                }
            } finally {
                connection.rollback();
                connection.setAutoCommit(autoCommit);
            }
        }
        index.commit();
        return total;
    }

    private static IndexedEntry entry(ResultSet rs) throws SQLException {
        byte[] embedding = rs.getBytes("embedding");
        return new IndexedEntry(rs.getString("id"), rs.getString("tenant"), rs.getString("workspace_id"),
                rs.getString("kind"), rs.getString("category"), rs.getString("status"), instant(rs, "expires_at"),
                instant(rs, "review_at"), rs.getString("content"), embedding == null ? null : EmbeddingBytes.decode(embedding));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp timestamp = rs.getTimestamp(column);
        return timestamp == null ? null : timestamp.toInstant();
    }
}
