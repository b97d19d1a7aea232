package org.mnemos.decay.boundary;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import org.mnemos.decay.entity.DecayItem;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobProgress;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Status;

/**
 * Reads the partition's active episodic entries in id order, a keyset page at a time, with the values
 * scoring needs (no entity is loaded); the checkpoint is the last id read. A page is as large as a
 * chunk ({@code item-count} in intelligent-decay.xml), so each chunk reads its entries in its own
 * transaction. Fresh partitions of a restarted run continue after the last id its writer recorded.
 */
@Named
@Dependent
public class DecayItemReader extends AbstractItemReader {

    static final int PAGE = 2_000;

    @Inject
    @BatchProperty
    String workspace;

    @Inject
    JobContext job;

    @Inject
    JobProgress progress;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    private final Deque<DecayItem> page = new ArrayDeque<>();
    private String lastId = "";
    private boolean exhausted;

    @Override
    public void open(Serializable checkpoint) {
        lastId = checkpoint != null ? (String) checkpoint
                : progress.lastItem(JobParameters.of(job).runId(), DecayItemWriter.part(workspace)).orElse("");
    }

    @Override
    public Object readItem() {
        if (page.isEmpty() && !exhausted) {
            var items = em.createQuery("SELECT NEW org.mnemos.decay.entity.DecayItem(e.id, e.subject, e.category,"
                            + " e.provenance.observedAt, e.provenance.recordedAt, e.utility, e.embedding) FROM MemoryEntry e"
                            + " WHERE e.scope.workspaceId = :ws AND e.kind = :episodic AND e.status = :active AND e.id > :last"
                            + " ORDER BY e.id", DecayItem.class)
                    .setParameter("ws", workspace).setParameter("episodic", Kind.EPISODIC)
                    .setParameter("active", Status.ACTIVE).setParameter("last", lastId)
                    .setMaxResults(PAGE).getResultList();
            exhausted = items.size() < PAGE;
            page.addAll(items);
        }
        DecayItem item = page.poll();
        if (item != null) {
            lastId = item.id();
        }
        return item;
    }

    @Override
    public Serializable checkpointInfo() {
        return lastId;
    }
}
