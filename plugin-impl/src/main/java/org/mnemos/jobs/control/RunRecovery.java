package org.mnemos.jobs.control;

import jakarta.batch.operations.JobOperator;
import jakarta.batch.runtime.BatchRuntime;
import jakarta.batch.runtime.BatchStatus;
import jakarta.batch.runtime.JobExecution;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.jobs.entity.RunStatus;

/**
 * Takes over runs whose executing instance is gone (the JVM was killed, or a cluster member died):
 * a STARTING or STARTED run whose advisory lock ({@link RunLocks}) this instance can take has no
 * living owner. Such a run is restarted with {@link JobOperator#restart} from its last checkpoint,
 * with its original parameters (same run id, same as-of instant); the writers account each chunk
 * into the run in the chunk's transaction, so its metrics end as an uninterrupted run's would.
 */
@ApplicationScoped
public class RunRecovery {

    private static final Logger LOG = Logger.getLogger(RunRecovery.class.getName());

    @Inject
    RunLocks locks;

    @Inject
    UnfinishedRuns unfinished;

    Supplier<JobOperator> operators = BatchRuntime::getJobOperator;

    /** Returns the ids of the runs this instance took over. */
    public List<String> recoverOrphans() {
        return unfinished.all().stream()
                .filter(run -> !locks.holds(run.id()) && locks.tryHold(run.id()))
                .filter(this::takeOver)
                .map(UnfinishedRuns.Unfinished::id)
                .toList();
    }

    /** Called holding the run's lock; keeps it when the run continues here, releases it otherwise. */
    private boolean takeOver(UnfinishedRuns.Unfinished seen) {
        try {
            // The owner may have ended the run between the listing and the lock.
            Optional<UnfinishedRuns.Unfinished> run = unfinished.find(seen.id());
            if (run.isPresent() && run.get().executionId() == null) {
                unfinished.end(seen.id(), RunStatus.FAILED);
                LOG.warning(() -> "Job run " + seen.id() + " never started: its instance stopped first; marked FAILED");
            }
            if (run.isEmpty() || run.get().executionId() == null) {
                locks.release(seen.id());
                return false;
            }
            return restart(seen.id(), run.get().executionId());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Job run " + seen.id() + " could not be taken over; it will be tried again", e);
            locks.release(seen.id());
            return false;
        }
    }

    private boolean restart(String runId, long recorded) {
        JobOperator operator = operators.get();
        JobExecution latest = latestExecution(operator, recorded);
        if (latest.getBatchStatus() == BatchStatus.COMPLETED || latest.getBatchStatus() == BatchStatus.ABANDONED) {
            // The job ended but its instance died before closing the run.
            unfinished.end(runId, RunStatus.ended(latest.getBatchStatus()));
            locks.release(runId);
            return false;
        }
        closeDeadExecution(latest.getExecutionId());
        long execution = operator.restart(latest.getExecutionId(), operator.getParameters(latest.getExecutionId()));
        LOG.info(() -> "Job run " + runId + " was orphaned; restarted from its checkpoint as execution " + execution
                + " (was " + latest.getExecutionId() + ")");
        try {
            unfinished.continuedIn(runId, execution);
        } catch (RuntimeException e) {
            // The job runs and its listener releases the lock at its end; releasing it now would invite a second
            // restart.
            LOG.log(
                    Level.WARNING,
                    "Job run " + runId + " continues as execution " + execution + " but the run row still"
                            + " shows the previous one",
                    e);
        }
        return true;
    }

    /** Bookkeeping only: a repository whose tables are named otherwise does not keep the run from continuing. */
    private void closeDeadExecution(long execution) {
        try {
            unfinished.closeDeadExecution(execution);
        } catch (RuntimeException e) {
            LOG.log(
                    Level.WARNING,
                    "Could not mark batch execution " + execution + " as FAILED (see"
                            + " mnemos.jobs.batch-table-prefix)",
                    e);
        }
    }

    /** The instance's most recent execution: a takeover may itself have died after restarting. */
    private static JobExecution latestExecution(JobOperator operator, long recorded) {
        return operator.getJobExecutions(operator.getJobInstance(recorded)).stream()
                .max(Comparator.comparingLong(JobExecution::getExecutionId))
                .orElseGet(() -> operator.getJobExecution(recorded));
    }
}
