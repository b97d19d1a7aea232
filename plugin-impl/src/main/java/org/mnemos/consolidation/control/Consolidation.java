package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.List;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.control.ClaimNormalizer;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.IndexedEntries;
import org.mnemos.memory.control.MemoryChanged;
import org.mnemos.memory.control.TaskVector;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.SourceType;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;

/**
 * Turns a group of entries into one SEMANTIC entry with provenance CONSOLIDATION, linked to its
 * sources, with the configured {@link Consolidator} writing its statement.
 */
@ApplicationScoped
public class Consolidation {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    Consolidator consolidator;

    @Inject
    ClaimNormalizer claims;

    @Inject
    Forgetting forgetting;

    @Inject
    Event<MemoryChanged> changed;

    /**
     * Consolidates entries a user picked (on the timeline) into one SEMANTIC entry written by that
     * user; the sources are erased as Forget erases them, each with an audit tombstone.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public MemoryEntry consolidate(String tenant, String actor, List<MemoryEntry> group, RetentionPolicy policy,
                                   Instant now) {
        MemoryEntry semantic = write(tenant, actor, group, policy, now);
        forgetting.erase(tenant, actor, group, AuditAction.CONSOLIDATE, "consolidated into " + semantic.id());
        return semantic;
    }

    /** Writes the group's SEMANTIC entry, linked to its sources (which stay until the caller erases them). */
    public MemoryEntry write(String tenant, String actor, List<MemoryEntry> group, RetentionPolicy policy, Instant now) {
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
