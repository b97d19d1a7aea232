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

    Clock clock = Clock.systemUTC();

    /** A run as stored now: its id, status and batch execution (null before the job was started). */
    public record Unfinished(String id, String status, Long executionId) {
    }

    @SuppressWarnings("unchecked")
    public List<Unfinished> all() {
        List<Object[]> rows = em.createNativeQuery("SELECT id, status, execution_id FROM job_run"
                + " WHERE status IN ('STARTING', 'STARTED') ORDER BY started_at").getResultList();
        return rows.stream().map(UnfinishedRuns::unfinished).toList();
    }

    @SuppressWarnings("unchecked")
    public Optional<Unfinished> find(String runId) {
        List<Object[]> rows = em.createNativeQuery("SELECT id, status, execution_id FROM job_run"
                + " WHERE id = ?1 AND status IN ('STARTING', 'STARTED')").setParameter(1, runId).getResultList();
        return rows.stream().map(UnfinishedRuns::unfinished).findFirst();
    }

    /** The dead execution (and its steps) ends as FAILED, so the repository's history tells what happened. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void closeDeadExecution(long executionId) {
        em.createNativeQuery("UPDATE " + tablePrefix + "executioninstancedata SET batchstatus = 'FAILED', exitstatus = ?2,"
                        + " endtime = LOCALTIMESTAMP, updatetime = LOCALTIMESTAMP"
                        + " WHERE jobexecid = ?1 AND batchstatus IN ('STARTING', 'STARTED', 'STOPPING')")
                .setParameter(1, executionId).setParameter(2, ORPHANED).executeUpdate();
        em.createNativeQuery("UPDATE " + tablePrefix + "stepexecutioninstancedata SET batchstatus = 'FAILED', exitstatus = ?2,"
                        + " endtime = LOCALTIMESTAMP WHERE jobexecid = ?1 AND batchstatus IN ('STARTING', 'STARTED', 'STOPPING')")
                .setParameter(1, executionId).setParameter(2, ORPHANED).executeUpdate();
    }

    /** The run continues in a new execution; its id, parameters and metrics stay. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void continuedIn(String runId, long executionId) {
        em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE).started(executionId);
    }

    /** A run that cannot continue (never started, or its job instance refuses a restart) ends with this status. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void end(String runId, String status) {
        JobRun run = em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE);
        run.ended(status, run.metrics(), run.candidates(), clock.instant());
    }

    private static Unfinished unfinished(Object[] row) {
        return new Unfinished((String) row[0], (String) row[1], row[2] == null ? null : ((Number) row[2]).longValue());
    }
}
