package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import org.mnemos.memory.entity.EpisodicEntryView;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Status;

/** Memory's read model for intelligent decay: keyset pages of a workspace's active episodic entries, in id order. */
@ApplicationScoped
public class EpisodicEntries {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    public List<EpisodicEntryView> after(String workspaceId, String lastId, int size) {
        return em.createQuery(
                        "SELECT NEW org.mnemos.memory.entity.EpisodicEntryView(e.id, e.subject, e.category,"
                                + " e.provenance.observedAt, e.provenance.recordedAt, e.utility, e.embedding) FROM MemoryEntry e"
                                + " WHERE e.scope.workspaceId = :ws AND e.kind = :episodic AND e.status = :active AND e.id > :last"
                                + " ORDER BY e.id",
                        EpisodicEntryView.class)
                .setParameter("ws", workspaceId)
                .setParameter("episodic", Kind.EPISODIC)
                .setParameter("active", Status.ACTIVE)
                .setParameter("last", lastId)
                .setMaxResults(size)
                .getResultList();
    }
}
