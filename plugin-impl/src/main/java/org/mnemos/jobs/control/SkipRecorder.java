package org.mnemos.jobs.control;

import jakarta.batch.api.chunk.listener.SkipProcessListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.logging.Logger;

/**
 * Records on the run each entry a chunk step skipped (the job XMLs' skippable {@link UnprocessableEntry}),
 * inside the chunk's transaction, so the record follows the checkpoint. Every chunk step of a maintenance
 * job lists it.
 */
@Named
@Dependent
public class SkipRecorder implements SkipProcessListener {

    private static final Logger LOG = Logger.getLogger(SkipRecorder.class.getName());

    @Inject
    JobContext job;

    @Inject
    JobRuns runs;

    @Override
    public void onSkipProcessItem(Object item, Exception e) {
        UnprocessableEntry skipped = (UnprocessableEntry) e;
        String runId = JobParameters.of(job).runId();
        LOG.warning(() -> "Run " + runId + " of " + job.getJobName() + ": " + skipped.getMessage());
        runs.skipped(runId, skipped.skip());
    }
}
