package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import org.mnemos.datasource.control.SourceDependents;

/** The artifacts that show a data source: deleting it would leave them with nothing to draw. */
@ApplicationScoped
public class ArtifactsOverSources implements SourceDependents {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Override
    public List<Dependent> of(String tenant, String workspaceId, String dataSourceId) {
        return em.createQuery(
                        "SELECT a.id, a.name FROM Artifact a WHERE a.tenant = :tenant AND a.workspaceId = :ws"
                                + " AND a.dataSourceId = :source ORDER BY a.name",
                        Object[].class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .setParameter("source", dataSourceId)
                .getResultStream()
                .map(row -> new Dependent((String) row[0], (String) row[1]))
                .toList();
    }
}
