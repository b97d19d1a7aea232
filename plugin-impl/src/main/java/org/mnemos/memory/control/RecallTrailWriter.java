package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;

/** Writes a batch of {@link RecallTrail}'s traces in one transaction of its own. */
@ApplicationScoped
public class RecallTrailWriter {

    /** One Recall: its workspace, query and query embedding, and the ids it returned. */
    public record Trace(String workspaceId, String query, float[] vector, List<String> recalled) {}

    @Inject
    TaskContext tasks;

    @Inject
    Memories store;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void write(List<Trace> traces) {
        for (Trace trace : traces) {
            tasks.asked(trace.workspaceId(), trace.query(), trace.vector());
            store.recalled(trace.recalled());
        }
    }
}
