package org.mnemos.decay;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.memory.control.ClaimNormalizer;
import org.mnemos.memory.control.EmbeddingBytes;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.Forgetting.Tombstone;
import org.mnemos.memory.control.IndexedEntries;
import org.mnemos.memory.control.MemoryChanged;
import org.mnemos.memory.control.MemoryStore;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.SourceType;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * Applies a chunk's decisions: groups the entries to consolidate (by subject, else by embedding
 * similarity), writes one SEMANTIC entry per large enough group with provenance CONSOLIDATION and
 * links to its sources, then erases the sources and the entries to delete exactly as Forget does.
 */
@ApplicationScoped
public class Consolidation {

    static final String ACTOR = "system:intelligent-decay";
    private static final double SAME_TOPIC = 0.75;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    Consolidator consolidator;

    @Inject
    ClaimNormalizer claims;

    @Inject
    Forgetting forgetting;

    @Inject
    MemoryStore store;

    @Inject
    Event<MemoryChanged> changed;

    /** Returns {consolidated sources, groups written, deleted}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public int[] apply(String tenant, String workspaceId, RetentionPolicy policy, List<DecayCandidate> chunk, Instant now) {
        return apply(tenant, workspaceId, policy, chunk, now, "score below theta");
    }

    /** As above, with the reason the audit tombstones of deleted entries give (the cap step names the cap). */
    @Transactional(Transactional.TxType.MANDATORY)
    public int[] apply(String tenant, String workspaceId, RetentionPolicy policy, List<DecayCandidate> chunk, Instant now,
                       String deleteReason) {
        List<Tombstone> toDelete = new ArrayList<>(chunk.stream().filter(c -> c.decision() == DecayScorer.Decision.DELETE)
                .map(c -> new Tombstone(c.id(), c.workspaceId(), c.category(), Kind.EPISODIC)).toList());
        List<Tombstone> consolidated = new ArrayList<>();
        int groups = 0;
        for (List<MemoryEntry> group : groups(toConsolidate(tenant, workspaceId, chunk))) {
            List<Tombstone> sources = group.stream().map(Tombstone::of).toList();
            if (group.size() < policy.consolidation().minGroupSize()) {
                toDelete.addAll(sources);
                continue;
            }
            write(tenant, ACTOR, group, policy, now);
            consolidated.addAll(sources);
            groups++;
        }
        forgetting.eraseAll(tenant, ACTOR, consolidated, "CONSOLIDATE", "consolidated into a semantic entry");
        forgetting.eraseAll(tenant, ACTOR, toDelete, "DECAY", deleteReason);
        return new int[] {consolidated.size(), groups, toDelete.size()};
    }

    /** The chunk's entries to consolidate, loaded in one query, in the chunk's (id) order. */
    private List<MemoryEntry> toConsolidate(String tenant, String workspaceId, List<DecayCandidate> chunk) {
        List<String> ids = chunk.stream().filter(c -> c.decision() == DecayScorer.Decision.CONSOLIDATE)
                .map(DecayCandidate::id).toList();
        return store.load(tenant, workspaceId, ids).stream().sorted(Comparator.comparing(MemoryEntry::id)).toList();
    }

    /** Same subject together; entries without one join the first group whose first member is similar enough. */
    private static List<List<MemoryEntry>> groups(List<MemoryEntry> entries) {
        Map<String, List<MemoryEntry>> bySubject = new LinkedHashMap<>();
        List<List<MemoryEntry>> bySimilarity = new ArrayList<>();
        for (MemoryEntry entry : entries) {
            if (entry.subject().isPresent()) {
                bySubject.computeIfAbsent(entry.subject().get(), s -> new ArrayList<>()).add(entry);
                continue;
            }
            float[] vector = EmbeddingBytes.decode(entry.embedding());
            bySimilarity.stream()
                    .filter(g -> TaskVector.cosine(EmbeddingBytes.decode(g.get(0).embedding()), vector) >= SAME_TOPIC)
                    .findFirst()
                    .ifPresentOrElse(g -> g.add(entry), () -> bySimilarity.add(new ArrayList<>(List.of(entry))));
        }
        List<List<MemoryEntry>> all = new ArrayList<>(bySubject.values());
        all.addAll(bySimilarity);
        return all;
    }

    /**
     * Consolidates entries a user picked (on the timeline) into one SEMANTIC entry written by that
     * user; the sources are erased as Forget erases them, each with an audit tombstone.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public MemoryEntry consolidate(String tenant, String actor, List<MemoryEntry> group, RetentionPolicy policy,
                                   Instant now) {
        MemoryEntry semantic = write(tenant, actor, group, policy, now);
        forgetting.erase(tenant, actor, group, "CONSOLIDATE", "consolidated into " + semantic.id());
        return semantic;
    }

    private MemoryEntry write(String tenant, String actor, List<MemoryEntry> group, RetentionPolicy policy, Instant now) {
        List<float[]> vectors = group.stream().map(e -> EmbeddingBytes.decode(e.embedding())).toList();
        String content = consolidator.consolidate(group.stream().map(MemoryEntry::content).toList(), vectors);
        MemoryEntry first = group.get(0);
        Instant observed = group.stream().map(e -> e.provenance().evidenceAt()).max(Instant::compareTo).orElse(now);
        MemoryEntry semantic = new MemoryEntry(new Scope(tenant, first.scope().workspaceId(), actor, null), Kind.SEMANTIC,
                first.category(), first.subject().orElse(null), content, claims.claimHash(content),
                new Provenance(SourceType.CONSOLIDATION, "consolidated from " + group.size() + " entries", 0.8,
                        Trust.MEDIUM, null, observed, now),
                new Lifetime(null, now.atOffset(ZoneOffset.UTC).plus(Period.parse(policy.reviewInterval())).toInstant()),
                EmbeddingBytes.encode(TaskVector.of(vectors).orElse(vectors.get(0))), Status.ACTIVE);
        em.persist(semantic);
        em.flush();
        for (MemoryEntry source : group) {
            em.createNativeQuery("INSERT INTO memory_source_link (entry_id, source_entry_id) VALUES (?1, ?2)")
                    .setParameter(1, semantic.id()).setParameter(2, source.id()).executeUpdate();
        }
        changed.fire(MemoryChanged.upserted(List.of(IndexedEntries.of(semantic))));
        return semantic;
    }
}
