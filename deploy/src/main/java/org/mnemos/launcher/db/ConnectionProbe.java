package org.mnemos.launcher.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import java.util.function.Consumer;
import org.postgresql.Driver;

/** Checks that a PostgreSQL answers with the given url, user and password. */
public final class ConnectionProbe implements Consumer<Properties> {

    @Override
    public void accept(Properties connection) {
        Properties credentials = new Properties();
        credentials.setProperty("user", connection.getProperty("user"));
        credentials.setProperty("password", connection.getProperty("password"));
        credentials.setProperty("connectTimeout", "5");
        try (Connection ignored = new Driver().connect(connection.getProperty("url"), credentials)) {
            if (ignored == null) {
                throw new IllegalStateException("not a PostgreSQL JDBC URL (expected jdbc:postgresql://host:port/db)");
            }
        } catch (SQLException e) {
            // The driver's message never contains the password; the SQL state tells what failed.
            throw new IllegalStateException(e.getMessage() + " (SQL state " + e.getSQLState() + ")");
        }
    }
}
