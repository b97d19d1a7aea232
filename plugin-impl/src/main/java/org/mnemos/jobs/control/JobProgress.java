package org.mnemos.jobs.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;

/**
 * The last item each partition of a run has done ({@code job_run_progress}), kept in the chunk's
 * transaction. A partitioned step that died mid-step restarts with fresh partitions (JBatch fails on
 * the normal restart of such a step), and their readers continue from here.
 */
@ApplicationScoped
public class JobProgress {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Transactional(Transactional.TxType.MANDATORY)
    public void reached(String runId, String part, String lastItem) {
        em.createNativeQuery("INSERT INTO job_run_progress (run_id, part, last_item) VALUES (?1, ?2, ?3)"
                        + " ON CONFLICT (run_id, part) DO UPDATE SET last_item = EXCLUDED.last_item")
                .setParameter(1, runId)
                .setParameter(2, part)
                .setParameter(3, lastItem)
                .executeUpdate();
    }

    @SuppressWarnings("unchecked")
    public Optional<String> lastItem(String runId, String part) {
        List<String> rows = em.createNativeQuery(
                        "SELECT last_item FROM job_run_progress WHERE run_id = ?1 AND part = ?2")
                .setParameter(1, runId)
                .setParameter(2, part)
                .getResultList();
        return rows.stream().findFirst();
    }
}
