package org.mnemos.decay.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.consolidation.control.Consolidation;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobRuns;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.Forgetting.Tombstone;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;

/**
 * What the decay and cap steps do with the entries that go. A chunk's {@link ChunkPlan} is worked out the
 * same way for dry runs (which report it) and real ones (which carry it out: deletions at once, groups
 * recorded for the consolidate step). Each group is then summarised outside any transaction, since a
 * language model may take a minute, and written with its sources erased in a short transaction of its own.
 */
@ApplicationScoped
public class DecayOutcomes {

    static final String ACTOR = "system:intelligent-decay";

    @Inject
    Consolidation consolidation;

    @Inject
    Forgetting forgetting;

    @Inject
    Memories store;

    @Inject
    ConsolidationGroups groups;

    @Inject
    JobRuns runs;

    /**
     * Plans the chunk's acting entries and accounts the plan into the run with the step's own counts; a dry
     * run lists the plan's actions, a real run deletes at once and records the groups to consolidate.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void carryOut(
            JobParameters run,
            String workspace,
            RetentionPolicy policy,
            List<DecayCandidate> acting,
            Map<String, Long> stepCounts,
            String deleteReason) {
        ChunkPlan plan = ChunkPlan.of(
                acting,
                vectors(run.tenant(), workspace, acting),
                policy.consolidation().minGroupSize());
        Map<String, Long> counts = new HashMap<>(stepCounts);
        counts.put("deleted", (long) plan.deletions().size());
        // A real run counts its groups as it writes them; the zeros make both kinds of run show the same metrics.
        counts.put("consolidated", run.dryRun() ? plan.consolidated() : 0);
        counts.put("groups", run.dryRun() ? plan.groups().size() : 0L);
        if (run.dryRun()) {
            runs.account(
                    run.runId(),
                    counts,
                    plan.actions().stream().map(DecayCandidate::report).toList());
            return;
        }
        List<Tombstone> deletions = plan.deletions().stream()
                .map(c -> new Tombstone(c.id(), c.workspaceId(), c.category(), Kind.EPISODIC))
                .toList();
        forgetting.eraseAll(run.tenant(), ACTOR, deletions, AuditAction.DECAY, deleteReason);
        groups.record(run.runId(), workspace, plan.groups());
        runs.account(run.runId(), counts, List.of());
    }

    /** The sources of a planned group that are still there, in id order. */
    public List<MemoryEntry> sources(String tenant, ConsolidationGroups.Planned group) {
        return store.load(tenant, group.workspaceId(), group.entryIds()).stream()
                .sorted(Comparator.comparing(MemoryEntry::id))
                .toList();
    }

    /** Refuses to run inside a transaction: the model call must not hold a chunk's locks or meet its timeout. */
    @Transactional(Transactional.TxType.NEVER)
    public String summarise(List<MemoryEntry> sources) {
        return sources.isEmpty() ? "" : consolidation.summary(sources);
    }

    /**
     * Writes a summarised group and erases its sources, in a transaction of its own that also deletes the
     * planned group. False, writing nothing, when a source went since it was summarised (a summary must not
     * carry what was forgotten): the caller summarises again.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean write(
            JobParameters run,
            RetentionPolicy policy,
            ConsolidationGroups.Planned group,
            List<MemoryEntry> summarised,
            String summary) {
        List<MemoryEntry> sources = sources(run.tenant(), group);
        if (!ids(sources).equals(ids(summarised))) {
            return false;
        }
        if (!sources.isEmpty()) {
            consolidation.write(run.tenant(), ACTOR, sources, summary, policy, run.asOf());
            forgetting.eraseAll(
                    run.tenant(),
                    ACTOR,
                    sources.stream().map(Tombstone::of).toList(),
                    AuditAction.CONSOLIDATE,
                    "consolidated into a semantic entry");
            runs.account(run.runId(), Map.of("consolidated", (long) sources.size(), "groups", 1L), List.of());
        }
        groups.written(group.id());
        return true;
    }

    private Map<String, float[]> vectors(String tenant, String workspace, List<DecayCandidate> acting) {
        List<String> ids = acting.stream()
                .filter(c -> c.decision() == DecayScorer.Decision.CONSOLIDATE)
                .map(DecayCandidate::id)
                .toList();
        Map<String, float[]> vectors = new HashMap<>();
        store.load(tenant, workspace, ids)
                .forEach(e -> vectors.put(e.id(), e.embedding() == null ? null : EmbeddingBytes.decode(e.embedding())));
        return vectors;
    }

    private static List<String> ids(List<MemoryEntry> entries) {
        return entries.stream().map(MemoryEntry::id).toList();
    }
}
