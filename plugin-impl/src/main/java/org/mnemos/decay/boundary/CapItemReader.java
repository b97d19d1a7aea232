package org.mnemos.decay.boundary;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import org.mnemos.decay.control.CapPlan;
import org.mnemos.decay.control.DecayScores;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobRuns;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Reads the entries over the partition's workspace cap, lowest score first. The plan is worked out
 * again on open from what is marked removed, so a restarted step goes on with exactly the entries
 * not yet capped; no checkpoint is needed.
 */
@Named
@Dependent
public class CapItemReader extends AbstractItemReader {

    private static final int PAGE = 500;
    private static final Logger LOG = Logger.getLogger(CapItemReader.class.getName());

    @Inject
    JobContext job;

    @Inject
    @BatchProperty
    String workspace;

    @Inject
    RetentionPolicies policies;

    @Inject
    DecayScores scores;

    @Inject
    JobRuns runs;

    private JobParameters parameters;
    private RetentionPolicy policy;
    private CapPlan plan = CapPlan.none();
    private final Deque<DecayCandidate> page = new ArrayDeque<>();
    private long read;
    private double lastScore = -1;
    private String lastId = "";
    private boolean reported;

    @Override
    public void open(Serializable checkpoint) {
        parameters = JobParameters.of(job);
        policy = policies.effective(parameters.tenant(), workspace);
        if (policy.maxActiveEpisodic() != null) {
            plan = new CapPlan(
                    policy.maxActiveEpisodic(),
                    scores.remaining(parameters.runId(), workspace),
                    scores.removable(parameters.runId(), workspace, policy.maxUtility()));
        }
    }

    @Override
    public Object readItem() {
        if (page.isEmpty() && read < plan.toRemove()) {
            int size = (int) Math.min(PAGE, plan.toRemove() - read);
            for (DecayScores.Scored scored :
                    scores.lowest(parameters.runId(), workspace, policy.maxUtility(), lastScore, lastId, size)) {
                page.add(plan.candidate(
                        scored.id(), workspace, scored.subject(), scored.category(), scored.score(), policy));
            }
        }
        DecayCandidate next = page.poll();
        if (next == null) {
            reportOverflow();
            return null;
        }
        read++;
        lastScore = next.score();
        lastId = next.id();
        return next;
    }

    /** Inside the last chunk's transaction, so the overflow is counted once even across restarts. */
    private void reportOverflow() {
        if (reported || plan.overCap() == 0) {
            return;
        }
        reported = true;
        LOG.info(() -> "Workspace " + workspace + " keeps " + plan.overCap()
                + " active episodic entries over its cap of " + plan.cap() + ": they are pinned or newer than the run");
        runs.account(parameters.runId(), Map.of("overCap", plan.overCap()), List.of());
    }
}
