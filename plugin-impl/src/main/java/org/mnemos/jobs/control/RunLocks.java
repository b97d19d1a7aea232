package org.mnemos.jobs.control;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.mnemos.platform.ApplicationDataSource;

/**
 * Who executes a run, as PostgreSQL sees it: the instance executing a run holds a session-level
 * advisory lock keyed by the run id, on a connection of its own kept for the whole run. The lock
 * goes away with that connection, so when the JVM dies, any instance can take it and knows the run
 * is orphaned. Connections come from the pool's non-transactional view, so holding one never
 * joins a caller's transaction.
 */
@ApplicationScoped
public class RunLocks {

    private static final Logger LOG = Logger.getLogger(RunLocks.class.getName());
    /** The advisory lock key space of job runs ("MNJR"); two-int keys never meet single bigint keys. */
    private static final int RUNS = 0x4d4e4a52;

    private final Map<String, Connection> held = new ConcurrentHashMap<>();

    /** True when this instance now holds (or already held) the run's lock; false when another session does. */
    public boolean tryHold(String runId) {
        if (held.containsKey(runId)) {
            return true;
        }
        try {
            Connection connection = dataSource().getConnection();
            if (lock(connection, "pg_try_advisory_lock", runId)) {
                held.put(runId, connection);
                return true;
            }
            connection.close();
            return false;
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot take the lock of job run " + runId, e);
        }
    }

    public boolean holds(String runId) {
        return held.containsKey(runId);
    }

    public void release(String runId) {
        Connection connection = held.remove(runId);
        if (connection == null) {
            return;
        }
        try (connection) {
            lock(connection, "pg_advisory_unlock", runId);
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "Could not release the lock of job run " + runId, e);
        }
    }

    @PreDestroy
    void releaseAll() {
        List.copyOf(held.keySet()).forEach(this::release);
    }

    private static boolean lock(Connection connection, String function, String runId) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT " + function + "(?, hashtext(?))")) {
            statement.setInt(1, RUNS);
            statement.setString(2, runId);
            try (ResultSet result = statement.executeQuery()) {
                return result.next() && result.getBoolean(1);
            }
        }
    }

    /** Looked up by name: this runs on batch and executor threads where component injection is not available. */
    private static DataSource dataSource() {
        return ApplicationDataSource.nonTransactional();
    }
}
