package org.mnemos.jobs.control;

import jakarta.batch.api.listener.AbstractJobListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.mnemos.jobs.entity.RunStatus;

/**
 * Holds a maintenance job's run lock while the job executes (so other instances know its owner is
 * alive) and closes the run with the job's final status, which the metrics count; every job XML lists it.
 */
@Named
@Dependent
public class JobRunListener extends AbstractJobListener {

    @Inject
    JobContext job;

    @Inject
    JobRuns runs;

    @Inject
    RunLocks locks;

    @Inject
    JobMetrics metrics;

    /** The starter or the taking-over instance already holds it; this covers any other way of starting. */
    @Override
    public void beforeJob() {
        locks.tryHold(JobParameters.of(job).runId());
    }

    @Override
    public void afterJob() {
        String runId = JobParameters.of(job).runId();
        try {
            metrics.ended(runs.finish(runId, RunStatus.ended(job.getBatchStatus())));
        } finally {
            locks.release(runId);
        }
    }
}
