package org.mnemos.decay.boundary;

import jakarta.batch.api.AbstractBatchlet;
import jakarta.batch.api.BatchProperty;
import jakarta.batch.runtime.BatchStatus;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.mnemos.decay.control.ConsolidationGroups;
import org.mnemos.decay.control.DecayOutcomes;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Writes the partition's planned consolidation groups one by one. A batchlet, not a chunk: the batch runtime
 * opens no transaction around it, so the consolidator (perhaps a language model, 60 s and a retry) is called
 * outside any, and each group is written in a short transaction of its own. A restarted step goes on with
 * the groups not yet written; a dry run has none.
 */
@Named
@Dependent
public class ConsolidationBatchlet extends AbstractBatchlet {

    @Inject
    JobContext job;

    @Inject
    @BatchProperty
    String workspace;

    @Inject
    ConsolidationGroups groups;

    @Inject
    DecayOutcomes outcomes;

    @Inject
    RetentionPolicies policies;

    private volatile boolean stopping;

    @Override
    public String process() {
        JobParameters run = JobParameters.of(job);
        RetentionPolicy policy = policies.effective(run.tenant(), workspace);
        for (ConsolidationGroups.Planned group : groups.pending(run.runId(), workspace)) {
            if (stopping) {
                return BatchStatus.STOPPED.name();
            }
            List<MemoryEntry> sources;
            do {
                sources = outcomes.sources(run.tenant(), group);
            } while (!outcomes.write(run, policy, group, sources, outcomes.summarise(sources)));
        }
        return BatchStatus.COMPLETED.name();
    }

    @Override
    public void stop() {
        stopping = true;
    }
}
