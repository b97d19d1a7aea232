package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.RecentQuery;
import org.mnemos.memory.entity.Status;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.screening.control.SecretScreen;

/**
 * What a workspace is working on: its active task specifications and a bounded sample of its recent
 * Recall queries. Queries are kept as embeddings only, and not at all when they contain a secret.
 */
@ApplicationScoped
public class TaskContext {

    static final int RECENT_QUERIES = 50;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    SecretScreen secrets;

    Clock clock = DatabaseClock.utc();

    @Transactional(Transactional.TxType.MANDATORY)
    public void asked(String workspaceId, String query, float[] vector) {
        if (secrets.find(query).isPresent()) {
            return;
        }
        em.persist(new RecentQuery(workspaceId, EmbeddingBytes.encode(vector), clock.instant()));
        em.createNativeQuery(
                        "DELETE FROM recent_query WHERE workspace_id = ?1 AND id NOT IN (SELECT id FROM recent_query"
                                + " WHERE workspace_id = ?1 ORDER BY asked_at DESC, id DESC LIMIT " + RECENT_QUERIES
                                + ")")
                .setParameter(1, workspaceId)
                .executeUpdate();
    }

    public Optional<float[]> taskVector(String workspaceId) {
        List<float[]> vectors = new ArrayList<>();
        em.createQuery(
                        "SELECT e FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.category = :task"
                                + " AND e.status = :active",
                        MemoryEntry.class)
                .setParameter("ws", workspaceId)
                .setParameter("task", Category.TASK_SPEC)
                .setParameter("active", Status.ACTIVE)
                .getResultStream()
                .filter(e -> e.embedding() != null)
                .forEach(e -> vectors.add(EmbeddingBytes.decode(e.embedding())));
        em.createQuery("SELECT q FROM RecentQuery q WHERE q.workspaceId = :ws", RecentQuery.class)
                .setParameter("ws", workspaceId)
                .getResultStream()
                .forEach(q -> vectors.add(EmbeddingBytes.decode(q.embedding())));
        return TaskVector.of(vectors);
    }
}
