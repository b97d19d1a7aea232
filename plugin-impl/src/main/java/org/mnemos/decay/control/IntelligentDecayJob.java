package org.mnemos.decay.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.util.List;
import org.mnemos.jobs.control.MaintenanceJob;
import org.mnemos.jobs.entity.JobScope;
import org.mnemos.retention.control.PoliciesInForce;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.schedule.control.ScheduledScope;

/** Nightly intelligent decay: every workspace on the schedule of the retention policy in force there. */
@ApplicationScoped
public class IntelligentDecayJob implements MaintenanceJob {

    public static final String NAME = "intelligent-decay";

    @Inject
    PoliciesInForce policies;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public JobScope scope() {
        return JobScope.WORKSPACE;
    }

    @Override
    public String description() {
        return "Scores active episodic entries (S = α·R + β·E + γ·U), consolidates or deletes those below θ"
                + " and brings workspaces down to their cap.";
    }

    @Override
    public List<ScheduledScope> scheduledScopes() throws SQLException {
        return policies.everyWorkspace().stream()
                .map(inForce -> {
                    RetentionPolicy.Schedule schedule = inForce.policy().schedule();
                    return new ScheduledScope(
                            NAME,
                            inForce.tenant(),
                            inForce.workspaceId(),
                            CronSchedule.of(schedule.cron(), schedule.zone()),
                            inForce.since());
                })
                .toList();
    }
}
