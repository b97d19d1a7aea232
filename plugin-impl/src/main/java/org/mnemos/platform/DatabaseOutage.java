package org.mnemos.platform;

import jakarta.resource.ResourceException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;
import org.mnemos.api.error.ErrorCode;

/**
 * The one place that decides whether a failure means "PostgreSQL cannot serve this request now":
 * unreachable, shutting down or starting, out of connection slots, or the server's pool could not
 * hand out a connection within its wait. Such a failure surfaces wrapped many ways (JPA, EclipseLink,
 * an EJB or transaction exception, the pool's own), so the whole cause chain is read. Every boundary
 * that turns failures into answers asks here, and the caller gets a retryable 503 instead of a 500.
 */
public final class DatabaseOutage {

    /** What {@code Retry-After} says: about the time the pool needs to find a restarted database. */
    public static final int RETRY_AFTER_SECONDS = 5;

    /**
     * SQLSTATE classes and codes of an unusable connection: 08 connection exceptions, 53300 too many
     * connections, 57P01–57P03 administrator or crash shutdown and "the database system is starting up".
     */
    private static final Set<String> CODES = Set.of("53300", "57P01", "57P02", "57P03");

    private static final Logger LOG = Logger.getLogger(DatabaseOutage.class.getName());

    private DatabaseOutage() {}

    /**
     * The answer to a failure that is a database outage, or empty when it is some other failure. The
     * outage is logged in one line: the class, SQLSTATE and message of the cause that shows it, never
     * the statement or its values (a stack trace per request would flood the log while it lasts).
     */
    public static Optional<Problem> answer(Throwable failure) {
        return recognise(failure).map(reason -> {
            LOG.warning("Database unavailable: " + reason);
            return problem();
        });
    }

    private static Optional<String> recognise(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable cause = failure; cause != null && seen.add(cause); cause = cause.getCause()) {
            if (isOutage(cause)) {
                String state =
                        cause instanceof SQLException sql && sql.getSQLState() != null ? " " + sql.getSQLState() : "";
                return Optional.of(cause.getClass().getSimpleName() + state + ": " + cause.getMessage());
            }
        }
        return Optional.empty();
    }

    private static Problem problem() {
        return Problem.of(
                ErrorCode.DATABASE_UNAVAILABLE,
                "The database cannot serve this request right now. Send it again in " + RETRY_AFTER_SECONDS
                        + " seconds.");
    }

    private static boolean isOutage(Throwable cause) {
        // The pool's refusal (no connection could be made, or none was free within the wait) is a
        // ResourceException under the SQLException the data source throws.
        if (cause instanceof ResourceException
                || cause instanceof SQLTransientConnectionException
                || cause instanceof SQLNonTransientConnectionException) {
            return true;
        }
        if (cause instanceof SQLException sql && sql.getSQLState() != null) {
            String state = sql.getSQLState();
            return state.startsWith("08") || CODES.contains(state);
        }
        return false;
    }
}
