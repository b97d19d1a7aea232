package org.mnemos.memory.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * What a Recall leaves behind: the query's embedding in the workspace's recent-query sample and one more use
 * on each entry it returned. Written after Recall has answered, in batches on a managed thread, so that Recall
 * itself only reads: it waits for no row lock, no version check and no flush of the database's log. A trace is
 * written a moment late, or lost if the server stops in that moment; its readers (the decay job's task vector,
 * the timeline's use counts) need neither at once nor to the last one. A batch is written a tenth of a second
 * after its first trace: handing a task to the managed executor captures the request's context, which cost a
 * Recall about 5 % of its time when every Recall handed over its own (benchmarks-http.md).
 */
@ApplicationScoped
public class RecallTrail {

    private static final Logger LOG = Logger.getLogger(RecallTrail.class.getName());
    private static final int BATCH = 200;
    private static final long GATHER_MILLIS = 100;

    @Resource
    ManagedScheduledExecutorService executor;

    @Inject
    RecallTrailWriter writer;

    private final Queue<RecallTrailWriter.Trace> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean draining = new AtomicBoolean();

    void leave(String workspaceId, String query, float[] vector, RecallResult result) {
        List<String> recalled =
                result.results().stream().map(c -> c.entry().id()).toList();
        pending.add(new RecallTrailWriter.Trace(workspaceId, query, vector, recalled));
        drainSoon();
    }

    private void drainSoon() {
        if (!pending.isEmpty() && draining.compareAndSet(false, true)) {
            if (executor == null) { // outside a container (unit tests): on the caller's thread
                drain();
            } else {
                executor.schedule(this::drain, GATHER_MILLIS, TimeUnit.MILLISECONDS);
            }
        }
    }

    private void drain() {
        try {
            List<RecallTrailWriter.Trace> batch = new ArrayList<>();
            while (batch.size() < BATCH && !pending.isEmpty()) {
                batch.add(pending.poll());
            }
            writer.write(batch);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Recall's use counts and recent queries were not written", e);
        } finally {
            draining.set(false);
        }
        drainSoon();
    }
}
