package org.mnemos.decay.boundary;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.Optional;
import org.mnemos.decay.control.ScoringInput;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.UnprocessableEntry;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.control.TaskContext;
import org.mnemos.memory.entity.EpisodicEntryView;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Scores an entry from the values the reader read with it (no lookup per entry) against the
 * workspace's policy and task vector, both fixed for the partition.
 */
@Named
@Dependent
public class DecayItemProcessor implements ItemProcessor {

    @Inject
    JobContext job;

    @Inject
    @BatchProperty
    String workspace;

    @Inject
    RetentionPolicies policies;

    @Inject
    TaskContext tasks;

    private DecayScorer scorer;
    private Optional<float[]> task;
    private JobParameters parameters;

    /** An entry that cannot be scored is skipped ({@link UnprocessableEntry}, skippable in the job XML). */
    @Override
    public Object processItem(Object item) {
        if (scorer == null) {
            parameters = JobParameters.of(job);
            RetentionPolicy policy = policies.effective(parameters.tenant(), workspace);
            task = tasks.taskVector(workspace);
            scorer = new DecayScorer(policy, task);
        }
        EpisodicEntryView entry = (EpisodicEntryView) item;
        float[] vector = ScoringInput.vector(entry.id(), entry.embedding(), task);
        double score = ScoringInput.score(
                entry.id(), scorer.score(vector, entry.evidenceAt(), entry.utility(), parameters.asOf()));
        DecayScorer.Decision decision = scorer.decide(score, entry.utility());
        return new DecayCandidate(
                entry.id(),
                workspace,
                entry.subject(),
                entry.category(),
                score,
                decision,
                reason(decision, score, entry.utility()));
    }

    private static String reason(DecayScorer.Decision decision, double score, double utility) {
        String rounded = "score " + Math.round(score * 1000) / 1000.0;
        return switch (decision) {
            case RETAIN_PINNED -> "pinned";
            case RETAIN -> rounded + " is at or above theta";
            case DELETE ->
                utility <= 0 ? "marked for forgetting (utility 0)" : rounded + " is below theta; consolidation is off";
            case CONSOLIDATE -> rounded + " is below theta";
        };
    }
}
