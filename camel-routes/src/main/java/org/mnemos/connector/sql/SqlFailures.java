package org.mnemos.connector.sql;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.time.Duration;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Maps JDBC failures to connector codes by SQLSTATE, the one error vocabulary every JDBC
 * database shares. Messages name the datasource, never its URL or user.
 */
final class SqlFailures {

    private SqlFailures() {}

    static ConnectorException of(SQLException e, SqlConfig config, long row) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String source = "the datasource '" + config.datasource() + "'";
        if (e instanceof SQLTimeoutException || state.equals("57014")) {
            return new ConnectorException(
                    FailureCode.SOURCE_TIMEOUT,
                    "The query on " + source + " did not finish within " + seconds(config.timeout()) + " seconds.",
                    e);
        }
        if (state.startsWith("28")) {
            return new ConnectorException(
                    FailureCode.AUTH_FAILED, "The database refused the credentials of " + source + ".");
        }
        if (state.equals("25006")) {
            return new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "SQL sources are read-only: the query on " + source + " tries to change data.");
        }
        if (state.startsWith("08") || state.startsWith("53") || state.startsWith("57P")) {
            return new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE,
                    "The database behind " + source + " cannot be reached or is not available: " + e.getMessage(),
                    e);
        }
        if (state.startsWith("22") && row > 0) {
            return ConnectorException.malformed(
                    row, "Row " + row + " of the query on " + source + " cannot be read: " + e.getMessage());
        }
        if (state.startsWith("42") || state.startsWith("3F") || state.startsWith("0A") || state.startsWith("22")) {
            return new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The query on " + source + " is not valid there: " + e.getMessage(),
                    e);
        }
        return new ConnectorException(
                        FailureCode.SOURCE_UNREACHABLE, "The query on " + source + " failed: " + e.getMessage(), e)
                .withRetryable(false);
    }

    /** JDBC timeouts are whole seconds; a sub-second timeout still gets one. */
    static int seconds(Duration timeout) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (timeout.toMillis() + 999) / 1000));
    }
}
