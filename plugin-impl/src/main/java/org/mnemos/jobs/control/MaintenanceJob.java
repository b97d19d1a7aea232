package org.mnemos.jobs.control;

import java.sql.SQLException;
import java.util.List;
import org.mnemos.jobs.entity.JobScope;
import org.mnemos.schedule.control.ScheduledScope;

/**
 * Port: a Jakarta Batch job ({@code META-INF/batch-jobs/<name>.xml}) that admins can run and the
 * scheduler starts on its own schedules. Implementations are CDI beans; {@link MaintenanceJobs}
 * finds them, so a new job is one class and one job XML.
 */
public interface MaintenanceJob {

    /** The job XML's name and the {@code {job}} of {@code /api/admin/jobs/{job}/runs}. */
    String name();

    JobScope scope();

    /** One sentence for the admin UI. */
    String description();

    /** The scopes to run on schedule, each with its schedule (ScheduledScope#job is {@link #name()}). */
    List<ScheduledScope> scheduledScopes() throws SQLException;
}
