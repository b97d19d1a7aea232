package org.mnemos.decay.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.memory.entity.Category;
import org.mnemos.retention.control.RetentionPolicy;

/**
 * The scores a decay run gave the entries of capped workspaces ({@code decay_score}), written in the
 * chunk's transaction so they follow its checkpoint. Workspaces without a cap cost nothing here.
 */
@ApplicationScoped
public class DecayScores {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    /** Keeps a chunk's scores, marking what theta removes, when the workspace's policy has a cap. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void record(JobParameters run, String workspace, RetentionPolicy policy, List<DecayCandidate> chunk) {
        if (chunk.isEmpty() || policy.maxActiveEpisodic() == null) {
            return;
        }
        em.createNativeQuery(
                        "INSERT INTO decay_score (run_id, workspace_id, entry_id, score, removed)"
                                + " SELECT ?1, ?2, t.id, t.score, t.removed FROM unnest(string_to_array(?3, ','),"
                                + " string_to_array(?4, ',')::float8[], string_to_array(?5, ',')::boolean[]) AS t(id, score, removed)"
                                + " ON CONFLICT (run_id, entry_id) DO UPDATE SET score = EXCLUDED.score, removed = EXCLUDED.removed")
                .setParameter(1, run.runId())
                .setParameter(2, workspace)
                .setParameter(3, joined(chunk, DecayCandidate::id))
                .setParameter(4, joined(chunk, c -> Double.toString(c.score())))
                .setParameter(5, joined(chunk, c -> Boolean.toString(!c.retained())))
                .executeUpdate();
    }

    /** Active episodic entries the workspace keeps once what the run removes is gone. */
    public long remaining(String runId, String workspace) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM memory_entry e WHERE e.workspace_id = ?1"
                                + " AND e.kind = 'EPISODIC' AND e.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM decay_score s"
                                + " WHERE s.run_id = ?2 AND s.entry_id = e.id AND s.removed)")
                        .setParameter(1, workspace)
                        .setParameter(2, runId)
                        .getSingleResult())
                .longValue();
    }

    /** Scored entries the cap may still remove: kept by theta, still active, not pinned now. */
    public long removable(String runId, String workspace, double pinnedUtility) {
        return ((Number) em.createNativeQuery(
                                "SELECT count(*) FROM decay_score s JOIN memory_entry e ON e.id = s.entry_id"
                                        + " WHERE s.run_id = ?1 AND s.workspace_id = ?2 AND NOT s.removed AND e.status = 'ACTIVE'"
                                        + " AND e.utility < ?3")
                        .setParameter(1, runId)
                        .setParameter(2, workspace)
                        .setParameter(3, pinnedUtility)
                        .getSingleResult())
                .longValue();
    }

    /** A scored entry the cap may remove, with what its audit tombstone names. */
    public record Scored(String id, double score, String subject, Category category) {}

    /** The next removable entries by ascending score (then id) after the given position. */
    @SuppressWarnings("unchecked")
    public List<Scored> lowest(
            String runId, String workspace, double pinnedUtility, double afterScore, String afterId, int limit) {
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT s.entry_id, s.score, e.subject, e.category FROM decay_score s JOIN memory_entry e"
                                + " ON e.id = s.entry_id WHERE s.run_id = ?1 AND s.workspace_id = ?2 AND NOT s.removed"
                                + " AND e.status = 'ACTIVE' AND e.utility < ?3 AND (s.score > ?4 OR (s.score = ?4 AND s.entry_id > ?5))"
                                + " ORDER BY s.score, s.entry_id LIMIT ?6")
                .setParameter(1, runId)
                .setParameter(2, workspace)
                .setParameter(3, pinnedUtility)
                .setParameter(4, afterScore)
                .setParameter(5, afterId)
                .setParameter(6, limit)
                .getResultList();
        // A native query has no typed rows in JPA 3.1; the columns are the SELECT list above, in its order.
        return rows.stream()
                .map(row -> new Scored(
                        (String) row[0], ((Number) row[1]).doubleValue(), (String) row[2], Category.valueOf((String)
                                row[3])))
                .toList();
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void markRemoved(String runId, List<DecayCandidate> chunk) {
        em.createNativeQuery("UPDATE decay_score SET removed = TRUE WHERE run_id = ?1"
                        + " AND entry_id = ANY (string_to_array(?2, ','))")
                .setParameter(1, runId)
                .setParameter(2, joined(chunk, DecayCandidate::id))
                .executeUpdate();
    }

    @Transactional
    public void forget(String runId) {
        em.createNativeQuery("DELETE FROM decay_score WHERE run_id = ?1")
                .setParameter(1, runId)
                .executeUpdate();
    }

    private static String joined(
            List<DecayCandidate> chunk, java.util.function.Function<DecayCandidate, String> field) {
        return chunk.stream().map(field).collect(Collectors.joining(","));
    }
}
