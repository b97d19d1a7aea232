package org.mnemos.connector.sql;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.csv.HeaderNames;

/**
 * Rows of an open result set, fetched from the database in batches as they are read. Owns the
 * connection: closing the stream ends the read-only transaction and gives the connection back.
 */
final class SqlRowStream implements RowStream {

    private final SqlSession session;
    private final ResultSet results;
    private final SqlConfig config;
    private final List<String> columns;
    private Row pending;
    private long number;

    SqlRowStream(SqlSession session, PreparedStatement statement, SqlConfig config) throws SQLException {
        this.session = session;
        this.results = statement.executeQuery();
        this.config = config;
        this.columns = HeaderNames.of(labels(results.getMetaData()));
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public boolean hasNext() {
        if (pending == null && session.isOpen()) {
            pending = read();
        }
        return pending != null;
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Row row = pending;
        pending = null;
        return row;
    }

    @Override
    public long malformedRows() {
        return 0;
    }

    @Override
    public void close() {
        session.close();
    }

    private Row read() {
        try {
            if (!results.next()) {
                return null;
            }
            if (++number > config.maxRows()) {
                throw new ConnectorException(
                        FailureCode.ROW_LIMIT_EXCEEDED,
                        "The query on the datasource '" + config.datasource() + "' returns more than "
                                + config.maxRows() + " rows (maxRows).");
            }
            List<String> values = new ArrayList<>(columns.size());
            for (int i = 1; i <= columns.size(); i++) {
                values.add(results.getString(i));
            }
            return new Row(number, values);
        } catch (SQLException e) {
            throw SqlFailures.of(e, config, number);
        }
    }

    private static List<String> labels(ResultSetMetaData meta) throws SQLException {
        List<String> labels = new ArrayList<>(meta.getColumnCount());
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            labels.add(meta.getColumnLabel(i));
        }
        return labels;
    }
}
