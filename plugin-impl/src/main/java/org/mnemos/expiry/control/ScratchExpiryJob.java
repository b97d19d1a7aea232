package org.mnemos.expiry.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.jobs.control.MaintenanceJob;
import org.mnemos.jobs.entity.JobScope;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.schedule.control.ScheduledScope;

/**
 * Scratch expiry and durable review: every tenant that has a workspace, on the configured schedule.
 * Plain JDBC: the scheduler's executor threads have no persistence context.
 */
@ApplicationScoped
public class ScratchExpiryJob implements MaintenanceJob {

    public static final String NAME = "scratch-expiry";

    private static final String TENANTS =
            "SELECT tenant, MIN(created_at) FROM workspace GROUP BY tenant ORDER BY tenant";

    @Inject
    DataSource dataSource;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scratch-expiry.schedule")
    String cron;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scratch-expiry.zone")
    String zone;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public JobScope scope() {
        return JobScope.TENANT;
    }

    @Override
    public String description() {
        return "Removes expired scratch with its index entries; durable entries past their review"
                + " date become REVIEW_DUE or are deleted, as the policy says.";
    }

    @Override
    public List<ScheduledScope> scheduledScopes() throws SQLException {
        CronSchedule schedule = CronSchedule.of(cron, zone);
        List<ScheduledScope> scopes = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery(TENANTS)) {
            while (rs.next()) {
                scopes.add(new ScheduledScope(
                        NAME,
                        rs.getString(1),
                        ScheduledScope.WHOLE_TENANT,
                        schedule,
                        rs.getObject(2, OffsetDateTime.class).toInstant()));
            }
        }
        return scopes;
    }
}
