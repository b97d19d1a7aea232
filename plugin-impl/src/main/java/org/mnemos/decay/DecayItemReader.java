package org.mnemos.decay;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Status;

/** Reads the partition's active episodic entry ids in id order; the checkpoint is the last id read. */
@Named
@Dependent
public class DecayItemReader extends AbstractItemReader {

    private static final int PAGE = 1_000;

    @Inject
    @BatchProperty
    String workspace;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    private final Deque<String> page = new ArrayDeque<>();
    private String lastId = "";
    private boolean exhausted;

    @Override
    public void open(Serializable checkpoint) {
        lastId = checkpoint == null ? "" : (String) checkpoint;
    }

    @Override
    public Object readItem() {
        if (page.isEmpty() && !exhausted) {
            var ids = em.createQuery("SELECT e.id FROM MemoryEntry e WHERE e.scope.workspaceId = :ws AND e.kind = :episodic"
                            + " AND e.status = :active AND e.id > :last ORDER BY e.id", String.class)
                    .setParameter("ws", workspace).setParameter("episodic", Kind.EPISODIC)
                    .setParameter("active", Status.ACTIVE).setParameter("last", lastId)
                    .setMaxResults(PAGE).getResultList();
            exhausted = ids.size() < PAGE;
            page.addAll(ids);
        }
        String id = page.poll();
        if (id != null) {
            lastId = id;
        }
        return id;
    }

    @Override
    public Serializable checkpointInfo() {
        return lastId;
    }
}
