package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.persistence.TypedQuery;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;

/** Finds and keeps memory entries. Every query is bound to one workspace of one tenant. */
@ApplicationScoped
public class Memories {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    public void add(MemoryEntry entry) {
        em.persist(entry);
    }

    public Optional<MemoryEntry> find(String tenant, String workspaceId, String id) {
        return Optional.ofNullable(id == null ? null : em.find(MemoryEntry.class, id))
                .filter(e -> e.scope().tenant().equals(tenant)
                        && e.scope().workspaceId().equals(workspaceId));
    }

    /** The active entries of a workspace holding any of these normalized claims: one query for a batch. */
    public List<MemoryEntry> activeWithClaims(String workspaceId, Collection<String> claimHashes) {
        if (claimHashes.isEmpty()) {
            return List.of();
        }
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.claimHash IN :hashes"
                                + " AND e.status = :active",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("hashes", claimHashes)
                .setParameter("active", Status.ACTIVE)
                .getResultList();
    }

    /** The latest turn of a conversation, whatever its status. */
    public Optional<MemoryEntry> lastTurn(String workspaceId, String conversation) {
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.conversation = :conversation"
                                + " ORDER BY e.turn DESC",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("conversation", conversation)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** The turn at this place of a conversation (the first stored when concurrent writes took the same place). */
    public Optional<MemoryEntry> turn(String workspaceId, String conversation, int turn) {
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.conversation = :conversation"
                                + " AND e.turn = :turn ORDER BY e.provenance.recordedAt, e.id",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("conversation", conversation)
                .setParameter("turn", turn)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** The turns that directly follow these entries in their conversations, other than these entries. */
    public List<MemoryEntry> nextTurns(String tenant, Collection<String> ids) {
        return ids.isEmpty()
                ? List.of()
                : em.createQuery(
                                "SELECT n FROM MemoryEntry n, MemoryEntry e WHERE e.scope.tenant = :tenant AND e.id IN :ids"
                                        + " AND n.scope.workspaceId = e.scope.workspaceId"
                                        + " AND n.conversation = e.conversation AND n.turn = e.turn + 1"
                                        + " AND n.id NOT IN :ids",
                                MemoryEntry.class)
                        .setParameter("tenant", tenant)
                        .setParameter("ids", ids)
                        .getResultList();
    }

    /** Active, non-scratch statements about a subject, newest first. */
    public List<MemoryEntry> activeOnSubject(String workspaceId, String subject) {
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.subject = :subject"
                                + " AND e.status = :active AND e.kind <> :scratch ORDER BY e.provenance.recordedAt DESC",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("subject", subject)
                .setParameter("active", Status.ACTIVE)
                .setParameter("scratch", Kind.SCRATCH)
                .getResultList();
    }

    /** The ids of the active, non-scratch statements about each of these subjects, newest first: one query for all. */
    public Map<String, List<String>> activeIdsOnSubjects(String workspaceId, Collection<String> subjects) {
        if (subjects.isEmpty()) {
            return Map.of();
        }
        return em.createQuery(
                        "SELECT e.subject, e.id FROM MemoryEntry e WHERE e.scope.workspaceId = :ws"
                                + " AND e.subject IN :subjects AND e.status = :active AND e.kind <> :scratch"
                                + " ORDER BY e.provenance.recordedAt DESC",
                        Object[].class)
                .setParameter("ws", workspaceId)
                .setParameter("subjects", subjects)
                .setParameter("active", Status.ACTIVE)
                .setParameter("scratch", Kind.SCRATCH)
                .getResultStream()
                .collect(Collectors.groupingBy(
                        row -> (String) row[0], Collectors.mapping(row -> (String) row[1], Collectors.toList())));
    }

    /** Counts one more use of each entry, without loading them (and without a version check against their edits). */
    public void recalled(Collection<String> ids) {
        if (!ids.isEmpty()) {
            // In SQL, not JPQL: EclipseLink's bulk update raises the entries' version, and a use counted a moment
            // after a Recall would make a Forget or a supersession of the same entry fail its version check.
            List<String> list = List.copyOf(ids);
            String placeholders =
                    IntStream.rangeClosed(1, list.size()).mapToObj(i -> "?" + i).collect(Collectors.joining(", "));
            Query update = em.createNativeQuery(
                    "UPDATE memory_entry SET recall_count = recall_count + 1 WHERE id IN (" + placeholders + ")");
            for (int i = 0; i < list.size(); i++) {
                update.setParameter(i + 1, list.get(i));
            }
            update.executeUpdate();
        }
    }

    /** Loads the given ids, keeping only those of this workspace and tenant. */
    public List<MemoryEntry> load(String tenant, String workspaceId, Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.id IN :ids AND e.scope.workspaceId = :ws"
                                + " AND e.scope.tenant = :tenant",
                        MemoryEntry.class)
                .setParameter("ids", ids)
                .setParameter("ws", workspaceId)
                .setParameter("tenant", tenant)
                .getResultList();
    }

    /** Active durable entries of the given categories, oldest first: the sections of a composed prompt. */
    public List<MemoryEntry> activeDurable(String workspaceId, Collection<Category> categories) {
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.category IN :categories"
                                + " AND e.status = :active AND e.kind IN :kinds ORDER BY e.provenance.recordedAt",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("categories", categories)
                .setParameter("active", Status.ACTIVE)
                .setParameter("kinds", List.of(Kind.DURABLE, Kind.SEMANTIC))
                .getResultList();
    }

    /** Entries of a workspace matching one Forget selector (any status). */
    public List<MemoryEntry> selected(String workspaceId, ForgetSelector selector) {
        return em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND " + selector.jpql(),
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("value", selector.parameter())
                .getResultList();
    }

    public void remove(MemoryEntry entry) {
        em.remove(entry);
    }

    /** Deletes entries of the tenant by id in one statement, without loading them; the shared cache forgets them. */
    public int removeAll(String tenant, Collection<String> ids) {
        return ids.isEmpty()
                ? 0
                : em.createQuery("DELETE FROM MemoryEntry e WHERE e.scope.tenant = :tenant AND e.id IN :ids")
                        .setParameter("tenant", tenant)
                        .setParameter("ids", ids)
                        .executeUpdate();
    }

    /**
     * The next {@code size} entries of a workspace (any status) in the order they were recorded, after the given one
     * (none: from the start). Keyset paging, so that reading a large workspace page by page stays cheap.
     */
    public List<MemoryEntry> after(String tenant, String workspaceId, MemoryEntry last, int size) {
        TypedQuery<MemoryEntry> query = em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.tenant = :tenant AND e.scope.workspaceId = :ws"
                                + (last == null
                                        ? ""
                                        : " AND (e.provenance.recordedAt > :at"
                                                + " OR (e.provenance.recordedAt = :at AND e.id > :id))")
                                + " ORDER BY e.provenance.recordedAt, e.id",
                        MemoryEntry.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId);
        if (last != null) {
            query.setParameter("at", last.provenance().recordedAt()).setParameter("id", last.id());
        }
        return query.setMaxResults(size).getResultList();
    }

    public List<MemoryEntry> page(MemoryFilter filter, int page, int size) {
        return filter.apply(
                        em,
                        "SELECT e FROM MemoryEntry e",
                        " ORDER BY e.provenance.recordedAt DESC, e.id",
                        MemoryEntry.class)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    public long count(MemoryFilter filter) {
        return filter.apply(em, "SELECT COUNT(e) FROM MemoryEntry e", "", Long.class)
                .getSingleResult();
    }
}
