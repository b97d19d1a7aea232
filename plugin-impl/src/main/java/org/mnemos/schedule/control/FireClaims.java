package org.mnemos.schedule.control;

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
 * Claims scheduled fires in PostgreSQL so that one instance of a cluster starts each: of the
 * instances inserting the same (job, tenant, scope, fire time), only one insert takes effect, and only
 * that instance starts the run. The claim is committed before the run starts, because starting a run
 * opens transactions of its own that must not share the claim's connection. When starting fails the
 * claim is released, so the next tick tries again; should the instance die between claim and start,
 * that one fire is skipped (its run id stays empty) and the scope's next fire runs as usual.
 */
@ApplicationScoped
public class FireClaims {

    /** Old claims are only history; the latest of each scope stays, since it is what stops a repeat. */
    static final Duration KEPT = Duration.ofDays(2);

    private static final String CLAIM =
            "INSERT INTO job_schedule_fire (job, tenant, scope, fire_time, run_id, claimed_at)"
                    + " VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING";
    private static final String KEY = " WHERE job = ? AND tenant = ? AND scope = ? AND fire_time = ?";
    private static final String RECORD_RUN = "UPDATE job_schedule_fire SET run_id = ?" + KEY;
    private static final String RELEASE = "DELETE FROM job_schedule_fire" + KEY + " AND run_id IS NULL";
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
        if (update(CLAIM, scope.job(), scope.tenant(), scope.scope(), utc(fire), utc(now)) == 0) {
            return false;
        }
        String runId;
        try {
            runId = start.get();
        } catch (RuntimeException e) {
            update(RELEASE, scope.job(), scope.tenant(), scope.scope(), utc(fire));
            throw e;
        }
        update(RECORD_RUN, runId, scope.job(), scope.tenant(), scope.scope(), utc(fire));
        return true;
    }

    public int prune(Instant now) throws SQLException {
        return update(PRUNE, utc(now.minus(KEPT)));
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    /** One statement in its own connection, committed at once. */
    private int update(String sql, Object... parameters) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement.executeUpdate();
        }
    }
}
