package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;

/**
 * Memory's read model for expiry: keyset pages, in id order, of a tenant's (or one workspace's) scratch
 * past its expiry and active durable entries past their review date.
 */
@ApplicationScoped
public class DueEntries {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    public List<MemoryEntry> after(String lastId, String tenant, Optional<String> workspace, Instant asOf, int size) {
        TypedQuery<MemoryEntry> query = em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.id > :last AND e.scope.tenant = :tenant"
                                + (workspace.isPresent() ? " AND e.scope.workspaceId = :ws" : "")
                                + " AND ((e.kind = :scratch AND e.lifetime.expiresAt <= :asOf)"
                                + " OR (e.kind IN :durable AND e.status = :active AND e.lifetime.reviewAt <= :asOf))"
                                + " ORDER BY e.id",
                        MemoryEntry.class)
                .setParameter("last", lastId)
                .setParameter("tenant", tenant)
                .setParameter("scratch", Kind.SCRATCH)
                .setParameter("durable", List.of(Kind.DURABLE, Kind.SEMANTIC))
                .setParameter("active", Status.ACTIVE)
                .setParameter("asOf", asOf);
        workspace.ifPresent(ws -> query.setParameter("ws", ws));
        return query.setMaxResults(size).getResultList();
    }
}
