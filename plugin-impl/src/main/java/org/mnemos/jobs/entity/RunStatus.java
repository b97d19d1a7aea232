package org.mnemos.jobs.entity;

import jakarta.batch.runtime.BatchStatus;
import java.util.List;

/**
 * Where a run of a maintenance job is: the batch runtime's statuses, stored by name in {@code job_run.status}
 * and shown to admins, so names never change.
 */
public enum RunStatus {
    STARTING,
    STARTED,
    STOPPING,
    STOPPED,
    FAILED,
    COMPLETED,
    ABANDONED;

    /** A run in one of these may still change entries (a second run for real on its scope waits) or need taking over. */
    public static final List<RunStatus> UNFINISHED = List.of(STARTING, STARTED);

    /** The status a job ends with; inside afterJob a job that ran to its end still reports STARTED. */
    public static RunStatus ended(BatchStatus status) {
        return status == BatchStatus.STARTED ? COMPLETED : valueOf(status.name());
    }
}
