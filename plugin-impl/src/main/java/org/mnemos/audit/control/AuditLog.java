package org.mnemos.audit.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.mnemos.audit.entity.AuditEvent;

/** Writes audit events in the caller's transaction and pages through a workspace's log. */
@ApplicationScoped
public class AuditLog {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    Clock clock = Clock.systemUTC();

    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Entry entry) {
        em.persist(new AuditEvent(entry.tenant(), entry.workspaceId(), entry.actor(), entry.action(), entry.entryId(),
                entry.category(), entry.reason(), entry.detail(), clock.instant()));
    }

    public List<AuditEvent> page(String workspaceId, int page, int size) {
        return em.createQuery("SELECT e FROM AuditEvent e WHERE e.workspaceId = :ws ORDER BY e.occurredAt DESC, e.id DESC",
                        AuditEvent.class)
                .setParameter("ws", workspaceId)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    public long count(String workspaceId) {
        return em.createQuery("SELECT COUNT(e) FROM AuditEvent e WHERE e.workspaceId = :ws", Long.class)
                .setParameter("ws", workspaceId).getSingleResult();
    }

    /** What to record; content never goes here. */
    public record Entry(String tenant, String workspaceId, String actor, String action, String entryId, String category,
                        String reason, String detail) {
    }
}
