package org.mnemos.expiry;

import jakarta.batch.api.listener.AbstractJobListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobRuns;

/** Closes the run with the job's final status. */
@Named
@Dependent
public class ExpiryJobListener extends AbstractJobListener {

    @Inject
    JobContext job;

    @Inject
    JobRuns runs;

    @Override
    public void afterJob() {
        // Inside afterJob a job that ran to its end still reports STARTED.
        String status = job.getBatchStatus().name();
        runs.finish(JobParameters.of(job).runId(), "STARTED".equals(status) ? "COMPLETED" : status);
    }
}
