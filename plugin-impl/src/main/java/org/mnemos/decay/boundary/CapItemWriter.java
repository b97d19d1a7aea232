package org.mnemos.decay.boundary;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemWriter;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import org.mnemos.decay.control.DecayOutcomes;
import org.mnemos.decay.control.DecayScores;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Removes (or, dry, reports) a chunk of entries over the workspace cap through the same plan as fading
 * entries, and marks them removed in the run's scores in the chunk's transaction.
 */
@Named
@Dependent
public class CapItemWriter extends AbstractItemWriter {

    @Inject
    JobContext job;

    @Inject
    @BatchProperty
    String workspace;

    @Inject
    DecayOutcomes outcomes;

    @Inject
    RetentionPolicies policies;

    @Inject
    DecayScores scores;

    @Override
    public void writeItems(List<Object> items) {
        JobParameters parameters = JobParameters.of(job);
        RetentionPolicy policy = policies.effective(parameters.tenant(), workspace);
        List<DecayCandidate> chunk =
                items.stream().map(DecayCandidate.class::cast).toList();
        scores.markRemoved(parameters.runId(), chunk);
        long capped = chunk.size();
        outcomes.carryOut(
                parameters,
                workspace,
                policy,
                chunk,
                Map.of("capped", capped, "retained", -capped),
                "over the workspace cap of " + policy.maxActiveEpisodic() + " active episodic entries");
    }
}
