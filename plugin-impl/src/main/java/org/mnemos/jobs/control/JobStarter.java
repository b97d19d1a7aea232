package org.mnemos.jobs.control;

import jakarta.batch.runtime.BatchRuntime;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Properties;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.platform.ProblemException;

/** Starts a maintenance job: the run row is written first, the batch job gets its id as a parameter. */
@ApplicationScoped
public class JobStarter {

    @Inject
    JobRuns runs;

    Clock clock = Clock.systemUTC();

    public JobRun start(String job, String tenant, String workspaceId, boolean dryRun, String user) {
        if (!JobRuns.JOBS.contains(job)) {
            throw ProblemException.notFound("UNKNOWN_JOB", "There is no job '" + job + "'. Jobs: "
                    + String.join(", ", JobRuns.JOBS) + ".");
        }
        JobRun run = runs.create(new JobRun(tenant, job, workspaceId, dryRun, user, clock.instant()));
        Properties parameters = new Properties();
        parameters.setProperty(JobParameters.RUN, run.id());
        parameters.setProperty(JobParameters.TENANT, tenant);
        parameters.setProperty(JobParameters.AS_OF, clock.instant().toString());
        parameters.setProperty(JobParameters.DRY_RUN, String.valueOf(dryRun));
        if (workspaceId != null) {
            parameters.setProperty(JobParameters.WORKSPACE, workspaceId);
        }
        try {
            runs.markStarted(run.id(), BatchRuntime.getJobOperator().start(job, parameters));
        } catch (RuntimeException e) {
            runs.finish(run.id(), "FAILED"); // a run the batch runtime refused must not look as if it were starting
            throw e;
        }
        return run;
    }
}
