package org.mnemos.jobs.control;

import jakarta.batch.runtime.BatchRuntime;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Properties;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.jobs.entity.RunStatus;
import org.mnemos.platform.DatabaseClock;

/** Starts a maintenance job: the run row is written first, the batch job gets its id as a parameter. */
@ApplicationScoped
public class JobStarter {

    @Inject
    JobRuns runs;

    @Inject
    RunLocks locks;

    @Inject
    MaintenanceJobs jobs;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.chunk-size")
    int chunkSize;

    Clock clock = DatabaseClock.utc();

    public JobRun start(String job, String tenant, String workspaceId, boolean dryRun, String user) {
        jobs.named(job);
        JobRun run = new JobRun(tenant, job, workspaceId, dryRun, user, clock.instant());
        // Held from before the row exists until the job ends: no instance ever sees this run without an owner.
        locks.tryHold(run.id());
        try {
            runs.create(run);
        } catch (RuntimeException e) {
            locks.release(run.id());
            throw e;
        }
        long execution;
        try {
            execution = BatchRuntime.getJobOperator().start(job, parameters(run, tenant, workspaceId, dryRun));
        } catch (RuntimeException e) {
            runs.finish(
                    run.id(), RunStatus.FAILED); // a run the batch runtime refused must not look as if it were starting
            locks.release(run.id());
            throw e;
        }
        runs.markStarted(run.id(), execution);
        return run;
    }

    private Properties parameters(JobRun run, String tenant, String workspaceId, boolean dryRun) {
        Properties parameters = new Properties();
        parameters.setProperty(JobParameters.RUN, run.id());
        parameters.setProperty(JobParameters.TENANT, tenant);
        parameters.setProperty(JobParameters.AS_OF, clock.instant().toString());
        parameters.setProperty(JobParameters.DRY_RUN, String.valueOf(dryRun));
        parameters.setProperty(JobParameters.CHUNK_SIZE, String.valueOf(chunkSize));
        if (workspaceId != null) {
            parameters.setProperty(JobParameters.WORKSPACE, workspaceId);
        }
        return parameters;
    }
}
