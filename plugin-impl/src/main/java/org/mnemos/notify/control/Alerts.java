package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.notify.entity.AlertEvent;
import org.mnemos.notify.entity.KpiAlert;
import org.mnemos.platform.ProblemException;

/** The threshold alerts and their events in PostgreSQL. */
@ApplicationScoped
public class Alerts {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Transactional
    public KpiAlert store(KpiAlert alert) {
        em.persist(alert);
        return alert;
    }

    @Transactional
    public List<KpiAlert> of(String artifactId) {
        return em.createQuery(
                        "SELECT a FROM KpiAlert a WHERE a.artifactId = :artifact ORDER BY a.createdAt, a.id",
                        KpiAlert.class)
                .setParameter("artifact", artifactId)
                .getResultList();
    }

    public KpiAlert existing(String tenant, String workspaceId, String artifactId, String id) {
        return Optional.ofNullable(em.find(KpiAlert.class, id))
                .filter(a -> a.belongsTo(tenant, workspaceId, artifactId))
                .orElseThrow(() ->
                        new ProblemException(ErrorCode.ALERT_NOT_FOUND, "The dashboard has no alert '" + id + "'."));
    }

    @Transactional
    public void delete(KpiAlert alert) {
        em.remove(em.contains(alert) ? alert : em.merge(alert));
    }

    /** The dashboard's alert events, newest first. */
    public List<AlertEvent> events(String artifactId, int limit) {
        return em.createQuery(
                        "SELECT e FROM AlertEvent e WHERE e.artifactId = :artifact ORDER BY e.occurredAt DESC, e.id",
                        AlertEvent.class)
                .setParameter("artifact", artifactId)
                .setMaxResults(limit)
                .getResultList();
    }

    /** A state change: the alert's new state and the event, in one transaction. */
    @Transactional
    public void changed(KpiAlert alert, AlertEvent event) {
        em.merge(alert);
        em.persist(event);
    }

    @Transactional
    public void observed(KpiAlert alert) {
        em.merge(alert);
    }

    @Transactional
    public void notified(String eventId, String mailNote, String webhookNote) {
        Optional.ofNullable(em.find(AlertEvent.class, eventId)).ifPresent(e -> e.notified(mailNote, webhookNote));
    }
}
