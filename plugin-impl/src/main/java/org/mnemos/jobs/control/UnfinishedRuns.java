package org.mnemos.jobs.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.jobs.entity.RunStatus;
import org.mnemos.platform.DatabaseClock;

/**
 * Runs still marked STARTING or STARTED, and the bookkeeping of taking one over: the run row and
 * the batch job repository's record of the dead execution (tables {@code <prefix>executioninstancedata}
 * and {@code <prefix>stepexecutioninstancedata} in the application's database). Reads bypass the
 * entity cache, which another instance's writes do not reach.
 */
@ApplicationScoped
public class UnfinishedRuns {

    static final String ORPHANED = "ORPHANED";

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.batch-table-prefix")
    String tablePrefix;

    Clock clock = DatabaseClock.utc();

    /**
     * Columns, not entities: a report query always reads the database, never the entity cache. EclipseLink
     * answers a Tuple query with Object[] rows, so the row is read by position, in this SELECT's order.
     */
    private static final String UNFINISHED =
            "SELECT r.id, r.status, r.executionId FROM JobRun r WHERE r.status IN :unfinished";

    /** A run as stored now: its id, status and batch execution (null before the job was started). */
    public record Unfinished(String id, RunStatus status, Long executionId) {

        private static Unfinished of(Object[] row) {
            return new Unfinished((String) row[0], (RunStatus) row[1], (Long) row[2]);
        }
    }

    public List<Unfinished> all() {
        return em
                .createQuery(UNFINISHED + " ORDER BY r.startedAt", Object[].class)
                .setParameter("unfinished", RunStatus.UNFINISHED)
                .getResultList()
                .stream()
                .map(Unfinished::of)
                .toList();
    }

    public Optional<Unfinished> find(String runId) {
        return em
                .createQuery(UNFINISHED + " AND r.id = :id", Object[].class)
                .setParameter("unfinished", RunStatus.UNFINISHED)
                .setParameter("id", runId)
                .getResultList()
                .stream()
                .map(Unfinished::of)
                .findFirst();
    }

    /** The dead execution (and its steps) ends as FAILED, so the repository's history tells what happened. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void closeDeadExecution(long executionId) {
        em.createNativeQuery(
                        "UPDATE " + tablePrefix + "executioninstancedata SET batchstatus = 'FAILED', exitstatus = ?2,"
                                + " endtime = LOCALTIMESTAMP, updatetime = LOCALTIMESTAMP"
                                + " WHERE jobexecid = ?1 AND batchstatus IN ('STARTING', 'STARTED', 'STOPPING')")
                .setParameter(1, executionId)
                .setParameter(2, ORPHANED)
                .executeUpdate();
        em.createNativeQuery(
                        "UPDATE " + tablePrefix
                                + "stepexecutioninstancedata SET batchstatus = 'FAILED', exitstatus = ?2,"
                                + " endtime = LOCALTIMESTAMP WHERE jobexecid = ?1 AND batchstatus IN ('STARTING', 'STARTED', 'STOPPING')")
                .setParameter(1, executionId)
                .setParameter(2, ORPHANED)
                .executeUpdate();
    }

    /** The run continues in a new execution; its id, parameters and metrics stay. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void continuedIn(String runId, long executionId) {
        em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE).started(executionId);
    }

    /** A run that cannot continue (never started, or its job instance refuses a restart) ends with this status. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void end(String runId, RunStatus status) {
        JobRun run = em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE);
        run.ended(status, run.metrics(), run.candidates(), clock.instant());
    }
}
