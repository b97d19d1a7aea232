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
import org.mnemos.jobs.control.JobProgress;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Records the chunk's scores and progress and hands the entries that go to {@link DecayOutcomes}, which
 * carries out (or, dry, reports) the same plan and accounts it into the run, all in the chunk's transaction. The job's parameters and the policy are read once per partition, as the processor does.
 */
@Named
@Dependent
public class DecayItemWriter extends AbstractItemWriter {

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

    @Inject
    JobProgress progress;

    /** The progress key of a workspace's partition. */
    static String part(String workspace) {
        return "decay:" + workspace;
    }

    private JobParameters parameters;
    private RetentionPolicy policy;

    @Override
    public void writeItems(List<Object> items) {
        if (parameters == null) {
            parameters = JobParameters.of(job);
            policy = policies.effective(parameters.tenant(), workspace);
        }
        List<DecayCandidate> chunk =
                items.stream().map(DecayCandidate.class::cast).toList();
        long retained = chunk.stream().filter(DecayCandidate::retained).count();
        scores.record(parameters, workspace, policy, chunk);
        if (!chunk.isEmpty()) {
            progress.reached(
                    parameters.runId(),
                    part(workspace),
                    chunk.get(chunk.size() - 1).id());
        }
        outcomes.carryOut(
                parameters,
                workspace,
                policy,
                chunk.stream().filter(c -> !c.retained()).toList(),
                Map.of("scored", (long) chunk.size(), "retained", retained),
                "score below theta");
    }
}
