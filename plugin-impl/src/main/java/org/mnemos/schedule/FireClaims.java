package org.mnemos.schedule;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Claims scheduled fires in PostgreSQL so that one instance of a cluster starts each. The claim row
 * is inserted, the run started and its id recorded in one database transaction: an instance racing
 * for the same fire waits on the uncommitted row and then finds it taken, and when starting fails
 * the claim is rolled back so that the next tick tries again.
 */
@ApplicationScoped
public class FireClaims {

    /** Old claims are only history; the latest of each scope stays, since it is what stops a repeat. */
    static final Duration KEPT = Duration.ofDays(2);

    private static final String CLAIM = "INSERT INTO job_schedule_fire (job, tenant, scope, fire_time, run_id, claimed_at)"
            + " VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING";
    private static final String RECORD_RUN = "UPDATE job_schedule_fire SET run_id = ?"
            + " WHERE job = ? AND tenant = ? AND scope = ? AND fire_time = ?";
    private static final String PRUNE = "DELETE FROM job_schedule_fire f WHERE f.claimed_at < ? AND EXISTS ("
            + "SELECT 1 FROM job_schedule_fire later WHERE later.job = f.job AND later.tenant = f.tenant"
            + " AND later.scope = f.scope AND later.fire_time > f.fire_time)";

    @Inject
    DataSource dataSource;

    /**
     * Starts the run of this fire unless an instance (this or another) already has.
     *
     * @param start starts the run and returns its id
     * @return whether this call claimed the fire and started its run
     */
    public boolean claim(ScheduledScope scope, Instant fire, Instant now, Supplier<String> start) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                boolean won = execute(connection, CLAIM, scope.job(), scope.tenant(), scope.scope(),
                        utc(fire), utc(now)) == 1;
                if (won) {
                    execute(connection, RECORD_RUN, start.get(), scope.job(), scope.tenant(), scope.scope(),
                            utc(fire));
                }
                connection.commit();
                return won;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    public int prune(Instant now) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return execute(connection, PRUNE, utc(now.minus(KEPT)));
        }
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static int execute(Connection connection, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement.executeUpdate();
        }
    }
}
