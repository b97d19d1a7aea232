package org.mnemos.jobs.control;

import jakarta.batch.api.listener.AbstractJobListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/** Closes a maintenance job's run with the job's final status; every job XML lists it. */
@Named
@Dependent
public class JobRunListener extends AbstractJobListener {

    @Inject
    JobContext job;

    @Inject
    JobRuns runs;

    @Override
    public void afterJob() {
        runs.finish(JobParameters.of(job).runId(), JobRuns.finalStatus(job.getBatchStatus()));
    }
}
