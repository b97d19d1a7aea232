package org.mnemos.decay.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.Arrays;
import java.util.List;

/**
 * The consolidation groups a decay run has planned and not yet written ({@code consolidation_group}):
 * recorded in the chunk's transaction that planned them, deleted in the transaction that writes them, so
 * a restarted run writes each group once.
 */
@ApplicationScoped
public class ConsolidationGroups {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    /** A planned group: its sources' ids, in id order. */
    public record Planned(long id, String workspaceId, List<String> entryIds) {}

    @Transactional(Transactional.TxType.MANDATORY)
    public void record(String runId, String workspace, List<List<String>> groups) {
        for (List<String> group : groups) {
            em.createNativeQuery(
                            "INSERT INTO consolidation_group (run_id, workspace_id, entry_ids) VALUES (?1, ?2, ?3)")
                    .setParameter(1, runId)
                    .setParameter(2, workspace)
                    .setParameter(3, String.join(",", group))
                    .executeUpdate();
        }
    }

    @SuppressWarnings("unchecked")
    public List<Planned> pending(String runId, String workspace) {
        List<Object[]> rows = em.createNativeQuery("SELECT id, entry_ids FROM consolidation_group"
                        + " WHERE run_id = ?1 AND workspace_id = ?2 ORDER BY id")
                .setParameter(1, runId)
                .setParameter(2, workspace)
                .getResultList();
        // The columns of the SELECT list above, in its order (a native query has no typed rows in JPA 3.1).
        return rows.stream()
                .map(row -> new Planned(
                        ((Number) row[0]).longValue(), workspace, Arrays.asList(((String) row[1]).split(","))))
                .toList();
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void written(long id) {
        em.createNativeQuery("DELETE FROM consolidation_group WHERE id = ?1")
                .setParameter(1, id)
                .executeUpdate();
    }
}
