package org.mnemos.decay.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.consolidation.control.Consolidation;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.Forgetting.Tombstone;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.TaskVector;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;

/**
 * Applies a chunk's decisions: groups the entries to consolidate (by subject, else by embedding
 * similarity), consolidates each large enough group into one SEMANTIC entry, then erases the sources
 * and the entries to delete exactly as Forget does.
 */
@ApplicationScoped
public class DecayOutcomes {

    static final String ACTOR = "system:intelligent-decay";
    private static final double SAME_TOPIC = 0.75;

    @Inject
    Consolidation consolidation;

    @Inject
    Forgetting forgetting;

    @Inject
    Memories store;

    /** What a chunk's decisions did: sources consolidated, SEMANTIC entries written, entries deleted. */
    public record Outcome(long consolidated, long groups, long deleted) {}

    @Transactional(Transactional.TxType.MANDATORY)
    public Outcome apply(
            String tenant, String workspaceId, RetentionPolicy policy, List<DecayCandidate> chunk, Instant now) {
        return apply(tenant, workspaceId, policy, chunk, now, "score below theta");
    }

    /** As above, with the reason the audit tombstones of deleted entries give (the cap step names the cap). */
    @Transactional(Transactional.TxType.MANDATORY)
    public Outcome apply(
            String tenant,
            String workspaceId,
            RetentionPolicy policy,
            List<DecayCandidate> chunk,
            Instant now,
            String deleteReason) {
        List<Tombstone> toDelete = new ArrayList<>(chunk.stream()
                .filter(c -> c.decision() == DecayScorer.Decision.DELETE)
                .map(c -> new Tombstone(c.id(), c.workspaceId(), c.category(), Kind.EPISODIC))
                .toList());
        List<Tombstone> consolidated = new ArrayList<>();
        int groups = 0;
        for (List<MemoryEntry> group : groups(toConsolidate(tenant, workspaceId, chunk))) {
            List<Tombstone> sources = group.stream().map(Tombstone::of).toList();
            if (group.size() < policy.consolidation().minGroupSize()) {
                toDelete.addAll(sources);
                continue;
            }
            consolidation.write(tenant, ACTOR, group, policy, now);
            consolidated.addAll(sources);
            groups++;
        }
        forgetting.eraseAll(tenant, ACTOR, consolidated, AuditAction.CONSOLIDATE, "consolidated into a semantic entry");
        forgetting.eraseAll(tenant, ACTOR, toDelete, AuditAction.DECAY, deleteReason);
        return new Outcome(consolidated.size(), groups, toDelete.size());
    }

    /** The chunk's entries to consolidate, loaded in one query, in the chunk's (id) order. */
    private List<MemoryEntry> toConsolidate(String tenant, String workspaceId, List<DecayCandidate> chunk) {
        List<String> ids = chunk.stream()
                .filter(c -> c.decision() == DecayScorer.Decision.CONSOLIDATE)
                .map(DecayCandidate::id)
                .toList();
        return store.load(tenant, workspaceId, ids).stream()
                .sorted(Comparator.comparing(MemoryEntry::id))
                .toList();
    }

    /** Same subject together; entries without one join the first group whose first member is similar enough. */
    private static List<List<MemoryEntry>> groups(List<MemoryEntry> entries) {
        Map<String, List<MemoryEntry>> bySubject = new LinkedHashMap<>();
        List<List<MemoryEntry>> bySimilarity = new ArrayList<>();
        for (MemoryEntry entry : entries) {
            if (entry.subject().isPresent()) {
                bySubject
                        .computeIfAbsent(entry.subject().get(), s -> new ArrayList<>())
                        .add(entry);
                continue;
            }
            float[] vector = EmbeddingBytes.decode(entry.embedding());
            bySimilarity.stream()
                    .filter(g ->
                            TaskVector.cosine(EmbeddingBytes.decode(g.get(0).embedding()), vector) >= SAME_TOPIC)
                    .findFirst()
                    .ifPresentOrElse(g -> g.add(entry), () -> bySimilarity.add(new ArrayList<>(List.of(entry))));
        }
        List<List<MemoryEntry>> all = new ArrayList<>(bySubject.values());
        all.addAll(bySimilarity);
        return all;
    }
}
