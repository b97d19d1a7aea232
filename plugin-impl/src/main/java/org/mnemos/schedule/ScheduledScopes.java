package org.mnemos.schedule;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.platform.Json;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * The scopes the scheduler looks after, read in one query per job: every workspace with the schedule
 * of its effective retention policy (its own, else the tenant default, else the built-in nightly
 * 02:00), and every tenant that has a workspace with the configured scratch-expiry schedule.
 */
@ApplicationScoped
public class ScheduledScopes {

    private static final Logger LOG = Logger.getLogger(ScheduledScopes.class.getName());

    /** Newest of workspace creation and the policy change that set its schedule: fires before it are not due. */
    private static final String WORKSPACES = """
            SELECT w.tenant, w.id, COALESCE(own.policy, tenant_default.policy),
                   GREATEST(w.created_at, COALESCE(own.updated_at, tenant_default.updated_at, w.created_at))
              FROM workspace w
              LEFT JOIN retention_policy own ON own.tenant = w.tenant AND own.scope = w.id
              LEFT JOIN retention_policy tenant_default ON tenant_default.tenant = w.tenant
                                                       AND tenant_default.scope = 'tenantDefault'
             ORDER BY w.tenant, w.id""";
    private static final String TENANTS = "SELECT tenant, MIN(created_at) FROM workspace GROUP BY tenant ORDER BY tenant";

    @Inject
    DataSource dataSource;

    @Inject
    @ConfigProperty(name = "mnemos.retention.default-zone", defaultValue = "UTC")
    String defaultZone;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scratch-expiry.schedule", defaultValue = "0 * * * *")
    String expiryCron;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scratch-expiry.zone", defaultValue = "UTC")
    String expiryZone;

    public List<ScheduledScope> all() throws SQLException {
        List<ScheduledScope> scopes = new ArrayList<>();
        CronSchedule nightly = nightly();
        CronSchedule expiry = CronSchedule.of(expiryCron, expiryZone);
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            try (ResultSet rs = statement.executeQuery(WORKSPACES)) {
                while (rs.next()) {
                    CronSchedule schedule = rs.getString(3) == null ? nightly : policySchedule(rs.getString(3), nightly);
                    scopes.add(new ScheduledScope("intelligent-decay", rs.getString(1), rs.getString(2), schedule,
                            instant(rs, 4)));
                }
            }
            try (ResultSet rs = statement.executeQuery(TENANTS)) {
                while (rs.next()) {
                    scopes.add(new ScheduledScope("scratch-expiry", rs.getString(1), ScheduledScope.WHOLE_TENANT, expiry,
                            instant(rs, 2)));
                }
            }
        }
        return scopes;
    }

    private CronSchedule nightly() {
        RetentionPolicy.Schedule builtIn = RetentionPolicy.defaults(defaultZone).schedule();
        return CronSchedule.of(builtIn.cron(), builtIn.zone());
    }

    /** Policies are validated when stored; one that still cannot be read falls back to the nightly default. */
    private static CronSchedule policySchedule(String policyJson, CronSchedule fallback) {
        try {
            RetentionPolicy.Schedule schedule = Json.mapper().readValue(policyJson, RetentionPolicy.class).schedule();
            return CronSchedule.of(schedule.cron(), schedule.zone());
        } catch (JsonProcessingException | IllegalArgumentException | DateTimeException | NullPointerException e) {
            LOG.warning(() -> "A stored retention policy has no usable schedule, using " + fallback + ": " + e);
            return fallback;
        }
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }
}
