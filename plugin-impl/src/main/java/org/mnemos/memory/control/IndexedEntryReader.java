package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.mnemos.memory.entity.Status;
import org.mnemos.platform.NonTransactional;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.control.IndexSource;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Memory's read model for the retrieval index: every entry as the index holds it, streamed with a
 * server-side cursor in plain JDBC (no entity is loaded; it runs at start-up, before any request), or the
 * entries a batch of the index's change log names. Never joins a transaction: the change log is applied
 * as the changing transaction completes, when it can no longer take connections.
 */
@ApplicationScoped
public class IndexedEntryReader implements IndexSource {

    /**
     * With the content and embedding of the turn before, for {@link TurnContext}: the first stored at that place,
     * never a quarantined one, as {@link IndexedEntries} takes it. Entries outside a conversation skip the lookup.
     */
    private static final String ENTRIES = "SELECT e.id, e.tenant, e.workspace_id, e.kind, e.category, e.status,"
            + " e.expires_at, e.review_at, e.content, e.embedding,"
            + " p.status AS previous_status, p.content AS previous_turn, p.embedding AS previous_embedding"
            + " FROM memory_entry e LEFT JOIN LATERAL ("
            + "SELECT p.status, p.content, p.embedding FROM memory_entry p"
            + " WHERE e.conversation IS NOT NULL AND e.turn > 1 AND p.workspace_id = e.workspace_id"
            + " AND p.conversation = e.conversation AND p.turn = e.turn - 1"
            + " ORDER BY p.recorded_at, p.id LIMIT 1) p ON true";

    @Inject
    @NonTransactional
    DataSource dataSource;

    @Override
    public long count() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT COUNT(*) FROM memory_entry")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Override
    public void readAll(int batchSize, Consumer<List<IndexedEntry>> batches) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false); // PostgreSQL only streams with a cursor inside a transaction
            try (Statement statement = connection.createStatement()) {
                statement.setFetchSize(batchSize);
                try (ResultSet rs = statement.executeQuery(ENTRIES)) {
                    List<IndexedEntry> batch = new ArrayList<>(batchSize);
                    while (rs.next()) {
                        batch.add(entry(rs));
                        if (batch.size() == batchSize) {
                            batches.accept(batch);
                            batch.clear();
                        }
                    }
                    batches.accept(batch);
                }
            } finally {
                connection.rollback();
                connection.setAutoCommit(autoCommit);
            }
        }
    }

    @Override
    public List<IndexedEntry> read(Collection<String> ids) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(ENTRIES + " WHERE e.id = ANY (?)")) {
            statement.setArray(1, connection.createArrayOf("varchar", ids.toArray()));
            List<IndexedEntry> entries = new ArrayList<>(ids.size());
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    entries.add(entry(rs));
                }
            }
            return entries;
        }
    }

    private static IndexedEntry entry(ResultSet rs) throws SQLException {
        String content = rs.getString("content");
        String previousStatus = rs.getString("previous_status");
        // Quarantined text addresses an agent: it is kept out of what another entry is matched by.
        boolean context = previousStatus != null && !previousStatus.equals(Status.QUARANTINED.name());
        String previousTurn = context ? rs.getString("previous_turn") : null;
        return new IndexedEntry(
                rs.getString("id"),
                rs.getString("tenant"),
                rs.getString("workspace_id"),
                rs.getString("kind"),
                rs.getString("category"),
                rs.getString("status"),
                instant(rs, "expires_at"),
                instant(rs, "review_at"),
                content,
                TurnContext.vector(
                        content,
                        vector(rs, "embedding"),
                        previousTurn,
                        context ? vector(rs, "previous_embedding") : null),
                TurnContext.of(content, previousTurn));
    }

    private static float[] vector(ResultSet rs, String column) throws SQLException {
        byte[] embedding = rs.getBytes(column);
        return embedding == null ? null : EmbeddingBytes.decode(embedding);
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp timestamp = rs.getTimestamp(column);
        return timestamp == null ? null : timestamp.toInstant();
    }
}
