package org.mnemos.jobs.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.schedule.control.ScheduleSource;
import org.mnemos.schedule.control.ScheduledScope;

/** The scheduled work of every registered maintenance job; a scheduled run is requested by {@value JobRun#SCHEDULER}. */
@ApplicationScoped
public class MaintenanceScheduleSource implements ScheduleSource {

    @Inject
    MaintenanceJobs jobs;

    @Inject
    JobStarter starter;

    @Override
    public List<ScheduledScope> scopes() throws SQLException {
        List<ScheduledScope> scopes = new ArrayList<>();
        for (MaintenanceJob job : jobs.all()) {
            scopes.addAll(job.scheduledScopes());
        }
        return scopes;
    }

    @Override
    public String start(ScheduledScope scope) {
        return starter.start(scope.job(), scope.tenant(), scope.workspaceId(), false, JobRun.SCHEDULER)
                .id();
    }
}
