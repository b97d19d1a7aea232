package org.mnemos.connector.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * One read-only transaction on a borrowed connection. Auto-commit is off because PostgreSQL
 * only streams with a cursor (fetch size) inside a transaction; read-only makes the database
 * itself refuse writes. Closing rolls back and restores the connection's settings, as a
 * pooled connection must come back the way it was lent.
 */
final class SqlSession implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(SqlSession.class.getName());
    static final int FETCH_SIZE = 500;

    private final Connection connection;
    private final boolean autoCommit;
    private final boolean readOnly;
    private PreparedStatement statement;
    private boolean open = true;

    SqlSession(DataSource dataSource) throws SQLException {
        this.connection = dataSource.getConnection();
        try {
            this.autoCommit = connection.getAutoCommit();
            this.readOnly = connection.isReadOnly();
            connection.setAutoCommit(false);
            connection.setReadOnly(true);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
    }

    /** A forward-only statement fetching in batches, at most {@code maxRows} + 1 rows (to detect more). */
    PreparedStatement prepare(String sql, int maxRows, int timeoutSeconds) throws SQLException {
        statement = connection.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY);
        statement.setFetchSize(FETCH_SIZE);
        statement.setMaxRows(maxRows == Integer.MAX_VALUE ? 0 : maxRows + 1);
        statement.setQueryTimeout(timeoutSeconds);
        return statement;
    }

    boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        if (!open) {
            return;
        }
        open = false;
        try (connection) {
            if (statement != null) {
                statement.close();
            }
            connection.rollback();
            connection.setReadOnly(readOnly);
            connection.setAutoCommit(autoCommit);
        } catch (SQLException e) {
            // The rows were read; a connection that cannot be reset is the pool's to discard.
            LOG.log(Level.FINE, "Could not reset a connection after a SQL source read", e);
        }
    }
}
