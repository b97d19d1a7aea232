package org.mnemos.decay.boundary;

import jakarta.batch.api.BatchProperty;
import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobProgress;
import org.mnemos.memory.control.EpisodicEntries;
import org.mnemos.memory.entity.EpisodicEntryView;

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

    @Inject
    EpisodicEntries entries;

    private final Deque<EpisodicEntryView> page = new ArrayDeque<>();
    private String lastId = "";
    private boolean exhausted;

    @Override
    public void open(Serializable checkpoint) {
        lastId = checkpoint != null
                ? (String) checkpoint
                : progress.lastItem(JobParameters.of(job).runId(), DecayItemWriter.part(workspace))
                        .orElse("");
    }

    @Override
    public Object readItem() {
        if (page.isEmpty() && !exhausted) {
            List<EpisodicEntryView> rows = entries.after(workspace, lastId, PAGE);
            exhausted = rows.size() < PAGE;
            page.addAll(rows);
        }
        EpisodicEntryView item = page.poll();
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
