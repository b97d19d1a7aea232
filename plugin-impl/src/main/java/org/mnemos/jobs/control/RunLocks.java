package org.mnemos.jobs.control;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import org.mnemos.platform.ApplicationDataSource;

/**
 * Who executes a run, as PostgreSQL sees it: the instance executing a run holds a session-level
 * advisory lock keyed by the run id. All of an instance's run locks live in one database session, its
 * lock session, so they go away together when the JVM dies, and any instance can then take them and
 * knows those runs are orphaned.
 *
 * <p>The session's connection is opened, used and closed by one thread of its own. A pooled connection
 * held for a whole run and closed by the job's thread corrupted the server's pool: the same connection
 * was later handed to the scheduler, a refresh's transaction and the batch runtime at once, and a job
 * start lost its batch job instance. Should the session's connection break, the next call opens another
 * and takes this instance's locks again.
 */
@ApplicationScoped
public class RunLocks {

    private static final Logger LOG = Logger.getLogger(RunLocks.class.getName());
    /** The advisory lock key space of job runs ("MNJR"); two-int keys never meet single bigint keys. */
    private static final int RUNS = 0x4d4e4a52;

    /** Written only on the session thread; read by any. */
    private final Set<String> held = ConcurrentHashMap.newKeySet();

    private final Supplier<DataSource> database;
    private final Supplier<ThreadFactory> threads;
    private ExecutorService session;
    /** Only touched on the session thread. */
    private Connection connection;

    /** Looked up by name: the first call may come from a batch or executor thread, without injection. */
    public RunLocks() {
        this(ApplicationDataSource::nonTransactional, RunLocks::managedThreads);
    }

    RunLocks(Supplier<DataSource> database, Supplier<ThreadFactory> threads) {
        this.database = database;
        this.threads = threads;
    }

    /** True when this instance now holds (or already held) the run's lock; false when another session does. */
    public boolean tryHold(String runId) {
        return onSession(() -> held.contains(runId) || take(runId));
    }

    public boolean holds(String runId) {
        return held.contains(runId);
    }

    public void release(String runId) {
        if (!held.contains(runId)) {
            return;
        }
        try {
            onSession(() -> held.remove(runId) && call("pg_advisory_unlock", runId));
        } catch (IllegalStateException e) {
            LOG.log(Level.WARNING, "Could not release the lock of job run " + runId, e);
        }
    }

    /** Closing the session releases every lock it holds. */
    @PreDestroy
    synchronized void releaseAll() {
        if (session == null) {
            return;
        }
        session.submit(() -> {
            held.clear();
            closeConnection();
        });
        session.shutdown();
        try {
            session.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        session = null;
    }

    private boolean take(String runId) throws SQLException {
        if (call("pg_try_advisory_lock", runId)) {
            held.add(runId);
            return true;
        }
        return false;
    }

    /** One lock call; a broken session is replaced (retaking the locks it held) and the call made again. */
    private boolean call(String function, String runId) throws SQLException {
        try {
            return lock(connection(), function, runId);
        } catch (SQLException broken) {
            LOG.log(Level.WARNING, "The job-run lock session broke; opening another", broken);
            closeConnection();
            retakeHeld();
            return lock(connection(), function, runId);
        }
    }

    /** Locks that went with the old session: one another instance took meanwhile is that instance's now. */
    private void retakeHeld() throws SQLException {
        for (String runId : List.copyOf(held)) {
            if (!lock(connection(), "pg_try_advisory_lock", runId)) {
                held.remove(runId);
                LOG.warning("Job run " + runId + " was taken over by another instance while this instance's lock"
                        + " session was down");
            }
        }
    }

    private Connection connection() throws SQLException {
        if (connection == null) {
            connection = database.get().getConnection();
        }
        return connection;
    }

    private void closeConnection() {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            LOG.log(Level.FINE, "Closing the broken job-run lock session failed", e);
        }
        connection = null;
    }

    private <T> T onSession(Callable<T> work) {
        try {
            return session().submit(work).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("The job-run lock session failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the job-run lock session", e);
        }
    }

    private synchronized ExecutorService session() {
        if (session == null) {
            session = Executors.newSingleThreadExecutor(threads.get());
        }
        return session;
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

    private static ThreadFactory managedThreads() {
        try {
            return InitialContext.<ManagedThreadFactory>doLookup("concurrent/__defaultManagedThreadFactory");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed thread factory is not available", e);
        }
    }
}
