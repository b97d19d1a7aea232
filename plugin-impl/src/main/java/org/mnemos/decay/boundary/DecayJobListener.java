package org.mnemos.decay.boundary;

import jakarta.batch.api.listener.AbstractJobListener;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.mnemos.decay.control.DecayScores;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.entity.RunStatus;

/** Drops a completed decay run's scores; a failed or stopped run keeps them for its restart. */
@Named
@Dependent
public class DecayJobListener extends AbstractJobListener {

    @Inject
    JobContext job;

    @Inject
    DecayScores scores;

    @Override
    public void afterJob() {
        if (RunStatus.ended(job.getBatchStatus()) == RunStatus.COMPLETED) {
            scores.forget(JobParameters.of(job).runId());
        }
    }
}
