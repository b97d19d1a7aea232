package org.mnemos.retrieval.control;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import javax.sql.DataSource;
import org.mnemos.memory.control.EntryReaders;
import org.mnemos.platform.MigratedPostgres;
import org.mnemos.retrieval.entity.IndexChange;

/**
 * A real PostgreSQL with the application's schema, where tests change memory entries the way the write
 * path does (the row and its change-log rows in one transaction) and several followers read the log.
 */
final class LogDatabase implements AutoCloseable {

    static final String WORKSPACE = "w1";

    private final EmbeddedPostgres postgres;

    private LogDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    static LogDatabase start() throws IOException, SQLException {
        LogDatabase database = new LogDatabase(MigratedPostgres.start());
        database.execute("INSERT INTO workspace (id, tenant, name, created_by, created_at)" + " VALUES ('" + WORKSPACE
                + "', 't1', 'logs', 'test', now())");
        return database;
    }

    DataSource dataSource() {
        return postgres.getPostgresDatabase();
    }

    ChangeLog log() {
        ChangeLog log = new ChangeLog();
        log.reads = dataSource();
        return log;
    }

    LogFollowers followers() {
        LogFollowers followers = new LogFollowers();
        followers.database = dataSource();
        return followers;
    }

    IndexSource source() {
        return EntryReaders.on(dataSource());
    }

    /** A transaction left open until the caller commits or rolls it back. */
    Connection begin() throws SQLException {
        Connection connection = dataSource().getConnection();
        connection.setAutoCommit(false);
        return connection;
    }

    /** Stores entries with this content and logs them, in {@code transaction}. */
    static ChangeLog.Written remember(Connection transaction, String content, String... ids) throws SQLException {
        try (PreparedStatement insert = transaction.prepareStatement("INSERT INTO memory_entry (id, workspace_id,"
                + " tenant, author, kind, category, content, claim_hash, source_type, confidence, trust, recorded_at,"
                + " status) VALUES (?, ?, 't1', 'test', 'DURABLE', 'TASK_SPEC', ?, ?, 'USER_STATEMENT', 1, 'HIGH', ?,"
                + " 'ACTIVE') ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content")) {
            for (String id : ids) {
                insert.setString(1, id);
                insert.setString(2, WORKSPACE);
                insert.setString(3, content + " " + id);
                insert.setString(4, "0".repeat(64));
                insert.setTimestamp(5, Timestamp.from(Instant.now()));
                insert.addBatch();
            }
            insert.executeBatch();
        }
        return ChangeLog.append(transaction, IndexChange.UPSERT, List.of(ids));
    }

    /** Deletes entries and logs their erasure, in {@code transaction}. */
    static void forget(Connection transaction, IndexChange erasure, Collection<String> ids) throws SQLException {
        try (PreparedStatement delete = transaction.prepareStatement("DELETE FROM memory_entry WHERE id = ANY (?)")) {
            delete.setArray(1, transaction.createArrayOf("varchar", ids.toArray()));
            delete.executeUpdate();
        }
        ChangeLog.append(transaction, erasure, ids);
    }

    /** The highest position {@code transaction} sees, its own rows included. */
    static long lastPosition(Connection transaction) throws SQLException {
        try (Statement statement = transaction.createStatement();
                var rs = statement.executeQuery("SELECT MAX(position) FROM index_change")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    ChangeLog.Written remember(String content, String... ids) throws SQLException {
        try (Connection transaction = begin()) {
            ChangeLog.Written written = remember(transaction, content, ids);
            transaction.commit();
            return written;
        }
    }

    void forget(String... ids) throws SQLException {
        try (Connection transaction = begin()) {
            forget(transaction, IndexChange.ERASE, List.of(ids));
            transaction.commit();
        }
    }

    void execute(String sql) throws SQLException {
        try (Connection connection = dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    long count(String sql) throws SQLException {
        try (Connection connection = dataSource().getConnection();
                Statement statement = connection.createStatement();
                var rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}
