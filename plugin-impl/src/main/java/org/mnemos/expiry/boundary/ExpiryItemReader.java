package org.mnemos.expiry.boundary;

import jakarta.batch.api.chunk.AbstractItemReader;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.Deque;
import org.mnemos.expiry.control.ExpiryCandidates;
import org.mnemos.expiry.entity.ExpiryCandidate;
import org.mnemos.jobs.control.JobParameters;

/** Reads due entries page by page; the checkpoint is the last id handed out, so a restart resumes after it. */
@Named
@Dependent
public class ExpiryItemReader extends AbstractItemReader {

    private static final int PAGE = 500;

    @Inject
    JobContext job;

    @Inject
    ExpiryCandidates candidates;

    private JobParameters parameters;
    private final Deque<ExpiryCandidate> page = new ArrayDeque<>();
    private String lastId = "";
    private boolean exhausted;

    @Override
    public void open(Serializable checkpoint) {
        parameters = JobParameters.of(job);
        lastId = checkpoint == null ? "" : (String) checkpoint;
    }

    @Override
    public Object readItem() {
        if (page.isEmpty() && !exhausted) {
            var next = candidates.after(lastId, parameters.tenant(), parameters.workspace(), parameters.asOf(), PAGE);
            exhausted = next.size() < PAGE;
            page.addAll(next);
        }
        ExpiryCandidate candidate = page.poll();
        if (candidate != null) {
            lastId = candidate.id();
        }
        return candidate;
    }

    @Override
    public Serializable checkpointInfo() {
        return lastId;
    }
}
