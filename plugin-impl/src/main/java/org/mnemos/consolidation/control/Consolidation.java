package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.control.ClaimNormalizer;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.IndexedEntries;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.MemoryChanged;
import org.mnemos.memory.control.TaskVector;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.security.control.Caller;

/**
 * Turns a group of entries into one SEMANTIC entry with provenance CONSOLIDATION, linked to its
 * sources, with the configured {@link Consolidator} writing its statement.
 */
@ApplicationScoped
public class Consolidation {

    private static final Set<Kind> CONSOLIDABLE = Set.of(Kind.EPISODIC, Kind.SEMANTIC);

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    IndexedEntries indexed;

    @Inject
    Consolidator consolidator;

    @Inject
    ClaimNormalizer claims;

    @Inject
    Forgetting forgetting;

    @Inject
    Event<MemoryChanged> changed;

    @Inject
    Memories memories;

    @Inject
    RetentionPolicies policies;

    Clock clock = DatabaseClock.utc();

    /**
     * "Consolidate now" on the timeline: the picked entries of one workspace become one SEMANTIC entry
     * written by that user, as the decay job would write it; the sources are erased as Forget erases
     * them, each with an audit tombstone. Only active episodic or consolidated entries qualify: scratch
     * expires by itself, durable entries were approved as they are, and quarantined ones must not be
     * laundered into an active statement.
     */
    @Transactional
    public MemoryEntry consolidate(Caller caller, String workspaceId, List<String> ids) {
        Map<String, MemoryEntry> found = memories.load(caller.tenant(), workspaceId, ids).stream()
                .collect(Collectors.toMap(MemoryEntry::id, Function.identity()));
        for (String id : ids) {
            MemoryEntry entry = found.get(id);
            if (entry == null) {
                throw ProblemException.invalidInput("/ids", "There is no memory '" + id + "' in this workspace.");
            }
            if (!entry.isActive() || !CONSOLIDABLE.contains(entry.kind())) {
                throw ProblemException.invalidInput(
                        "/ids",
                        "Memory '" + id + "' is " + entry.status() + " " + entry.kind()
                                + "; only active episodic or consolidated entries can be consolidated.");
            }
        }
        List<MemoryEntry> group = ids.stream().map(found::get).toList();
        MemoryEntry semantic = write(
                caller.tenant(),
                caller.user(),
                group,
                summary(group),
                policies.effective(caller.tenant(), workspaceId),
                clock.instant());
        forgetting.erase(
                caller.tenant(), caller.user(), group, AuditAction.CONSOLIDATE, "consolidated into " + semantic.id());
        return semantic;
    }

    /** The statement the configured {@link Consolidator} writes for the group (a language model may take a while). */
    public String summary(List<MemoryEntry> group) {
        return consolidator.consolidate(group.stream().map(MemoryEntry::content).toList(), vectors(group));
    }

    /**
     * Writes the group's SEMANTIC entry with the given {@link #summary}, linked to its sources (which stay
     * until the caller erases them).
     */
    public MemoryEntry write(
            String tenant, String actor, List<MemoryEntry> group, String content, RetentionPolicy policy, Instant now) {
        List<float[]> vectors = vectors(group);
        MemoryEntry first = group.get(0);
        Instant observed = group.stream()
                .map(e -> e.provenance().evidenceAt())
                .max(Instant::compareTo)
                .orElse(now);
        MemoryEntry semantic = new MemoryEntry(
                new Scope(tenant, first.scope().workspaceId(), actor, null),
                Kind.SEMANTIC,
                first.category(),
                first.subject().orElse(null),
                content,
                claims.claimHash(content),
                new Provenance(
                        ClaimSource.CONSOLIDATION,
                        "consolidated from " + group.size() + " entries",
                        0.8,
                        Trust.MEDIUM,
                        null,
                        observed,
                        now),
                new Lifetime(
                        null,
                        now.atOffset(ZoneOffset.UTC)
                                .plus(Period.parse(policy.reviewInterval()))
                                .toInstant()),
                EmbeddingBytes.encode(TaskVector.of(vectors).orElse(vectors.get(0))),
                Status.ACTIVE);
        em.persist(semantic);
        em.flush();
        for (MemoryEntry source : group) {
            em.createNativeQuery("INSERT INTO memory_source_link (entry_id, source_entry_id) VALUES (?1, ?2)")
                    .setParameter(1, semantic.id())
                    .setParameter(2, source.id())
                    .executeUpdate();
        }
        changed.fire(MemoryChanged.upserted(List.of(indexed.of(semantic))));
        return semantic;
    }

    private static List<float[]> vectors(List<MemoryEntry> group) {
        return group.stream().map(e -> EmbeddingBytes.decode(e.embedding())).toList();
    }
}
