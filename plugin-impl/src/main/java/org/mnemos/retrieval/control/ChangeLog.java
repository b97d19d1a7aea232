package org.mnemos.retrieval.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;
import org.mnemos.platform.NonTransactional;
import org.mnemos.retrieval.entity.IndexChange;

/**
 * The index's change log in PostgreSQL ({@code index_change}): rows appended in the transaction that
 * changes memory, read by every instance's {@link IndexFollower} in order of position. A read takes one
 * snapshot (repeatable read) for the rows and for the transactions then in progress, which become the
 * cursor's pending set: their rows may appear below positions already read once they commit.
 *
 * <p>Rows are appended on the persistence context's own connection, the one memory's changes go through.
 * A connection of the pool joins a transaction only when the thread's component invocation knows it, and
 * a transaction begun by {@code @Transactional} on a job thread that carries an EJB's invocation (a run
 * restarted by the orphan watch's timer) is not known to it: such a connection autocommits, its rows
 * become visible before the change they describe, and a follower that read them then would index the
 * entries as they were (and this instance would skip its own copy as read).
 */
@ApplicationScoped
public class ChangeLog {

    private static final String XID = "SELECT pg_current_xact_id()::text::bigint";
    private static final String APPEND =
            "INSERT INTO index_change (tx_id, entry_id, change) SELECT ?, id, ? FROM unnest(?::varchar[]) AS id";
    /** The position this session drew last: that of the append's last row. */
    private static final String LAST = "SELECT currval(pg_get_serial_sequence('index_change', 'position'))";

    private static final String IN_PROGRESS = "SELECT pg_snapshot_xip(pg_current_snapshot())::text::bigint";
    private static final String PENDING_ROWS = "SELECT position, entry_id, change FROM index_change"
            + " WHERE tx_id = ANY (?) AND position <= ? ORDER BY position";
    private static final String NEWER_ROWS =
            "SELECT position, entry_id, change FROM index_change WHERE position > ? ORDER BY position LIMIT ?";
    private static final String HEAD = "SELECT COALESCE(MAX(position), 0) FROM index_change";

    /** Its connection is the caller's transaction's, whoever began it. */
    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    @NonTransactional
    DataSource reads;

    /**
     * One row per entry, in the caller's transaction: they commit or roll back with the change. Returns where
     * they went, so that this instance can tell whether its index has applied them already.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Written append(IndexChange change, Collection<String> entryIds) {
        if (entryIds.isEmpty()) {
            return Written.NOTHING;
        }
        try {
            return append(transactionConnection(), change, entryIds);
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot write the index's change log", e);
        }
    }

    /** Asks every instance to expunge deleted entries from its index files, in a transaction of its own. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void appendExpunge() {
        try {
            append(transactionConnection(), IndexChange.EXPUNGE, Collections.singletonList(null));
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot write the index's change log", e);
        }
    }

    /** Not closed here: the persistence context releases it when the transaction ends. */
    private Connection transactionConnection() {
        return em.unwrap(Connection.class);
    }

    /**
     * The transaction gets its id before the rows get their positions: a transaction without an id when a
     * follower reads is not among its pending ones, so its positions must come after that read.
     */
    static Written append(Connection connection, IndexChange change, Collection<String> entryIds) throws SQLException {
        long xid = longs(connection, XID).get(0);
        try (PreparedStatement statement = connection.prepareStatement(APPEND)) {
            statement.setLong(1, xid);
            statement.setString(2, change.code());
            statement.setArray(3, connection.createArrayOf("varchar", entryIds.toArray()));
            statement.executeUpdate();
            return new Written(xid, longs(connection, LAST).get(0));
        }
    }

    /**
     * The rows after {@code cursor}: those of its pending transactions that have committed since, then at most
     * {@code limit} newer ones; and the cursor after them.
     */
    public Batch read(LogCursor cursor, int limit) throws SQLException {
        return inSnapshot(connection -> {
            Set<Long> inProgress = new HashSet<>(longs(connection, IN_PROGRESS));
            List<Row> rows = new ArrayList<>();
            if (!cursor.pending().isEmpty()) {
                try (PreparedStatement statement = connection.prepareStatement(PENDING_ROWS)) {
                    statement.setArray(1, connection.createArrayOf("bigint", cursor.pendingArray()));
                    statement.setLong(2, cursor.position());
                    rows.addAll(rows(statement));
                }
            }
            List<Row> newer;
            try (PreparedStatement statement = connection.prepareStatement(NEWER_ROWS)) {
                statement.setLong(1, cursor.position());
                statement.setInt(2, limit);
                newer = rows(statement);
            }
            rows.addAll(newer);
            long position = newer.isEmpty()
                    ? cursor.position()
                    : newer.get(newer.size() - 1).position();
            return new Batch(rows, new LogCursor(position, inProgress), newer.size() == limit);
        });
    }

    /** The cursor of a follower that has applied everything committed now: where a rebuild starts from. */
    public LogCursor head() throws SQLException {
        return inSnapshot(connection ->
                new LogCursor(longs(connection, HEAD).get(0), new HashSet<>(longs(connection, IN_PROGRESS))));
    }

    /** How many positions the log's head is ahead of {@code cursor}: 0 when it has applied everything. */
    public long positionsBehind(LogCursor cursor) throws SQLException {
        try (Connection connection = reads.getConnection()) {
            return Math.max(0, longs(connection, HEAD).get(0) - cursor.position());
        }
    }

    /** This database's identity (V16): an index built from another database is rebuilt, not replayed. */
    public String origin() throws SQLException {
        try (Connection connection = reads.getConnection();
                PreparedStatement statement = connection.prepareStatement("SELECT origin FROM index_log_origin");
                ResultSet rs = statement.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }

    private <T> T inSnapshot(Snapshot<T> work) throws SQLException {
        try (Connection connection = reads.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            int isolation = connection.getTransactionIsolation();
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            try {
                return work.in(connection);
            } finally {
                connection.rollback();
                connection.setTransactionIsolation(isolation);
                connection.setAutoCommit(autoCommit);
            }
        }
    }

    private static List<Long> longs(Connection connection, String sql) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql);
                ResultSet rs = statement.executeQuery()) {
            List<Long> values = new ArrayList<>();
            while (rs.next()) {
                values.add(rs.getLong(1));
            }
            return values;
        }
    }

    private static List<Row> rows(PreparedStatement statement) throws SQLException {
        try (ResultSet rs = statement.executeQuery()) {
            List<Row> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(new Row(rs.getLong(1), rs.getString(2), IndexChange.of(rs.getString(3))));
            }
            return rows;
        }
    }

    private interface Snapshot<T> {
        T in(Connection connection) throws SQLException;
    }

    /** Rows appended by transaction {@code xid}, none after {@code position}. */
    public record Written(long xid, long position) {

        static final Written NOTHING = new Written(0, 0);

        /** The rows of both appends, of one transaction. */
        public Written and(Written other) {
            return position >= other.position ? this : other;
        }

        /** Whether a follower at {@code cursor} has read these rows. */
        boolean readBy(LogCursor cursor) {
            return position <= cursor.position() && !cursor.pending().contains(xid);
        }
    }

    /** One row of the log; {@code entryId} is null for {@link IndexChange#EXPUNGE}. */
    public record Row(long position, String entryId, IndexChange change) {}

    /** Rows to apply in this order, the cursor once they are applied, and whether more may follow at once. */
    public record Batch(List<Row> rows, LogCursor next, boolean full) {}
}
