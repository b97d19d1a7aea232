package org.mnemos.jobs.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.jobs.entity.RunStatus;
import org.mnemos.jobs.entity.Skip;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

/**
 * The runs of maintenance jobs. The job's writer accounts into its run inside the chunk's
 * transaction, so the metrics stay consistent with the checkpoint after a restart.
 */
@ApplicationScoped
public class JobRuns {

    public static final int MAX_CANDIDATES = 10_000;

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    Clock clock = DatabaseClock.utc();

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public JobRun create(JobRun run) {
        if (!run.dryRun()) {
            refuseOverlap(run);
        }
        em.persist(run);
        return run;
    }

    /**
     * Two runs that change the same workspace at once would act twice on the same entries (consolidating
     * a group twice, for one): a run for real waits until the unfinished one on its scope has ended. The
     * transaction-scoped advisory lock makes the check and the insert one step across the cluster.
     */
    private void refuseOverlap(JobRun run) {
        em.createNativeQuery("SELECT pg_advisory_xact_lock(hashtext(?1))")
                .setParameter(1, "job-run:" + run.tenant() + ":" + run.job())
                .getSingleResult();
        String sameScope = run.workspaceId() == null ? "" : " AND (r.workspaceId IS NULL OR r.workspaceId = :ws)";
        var query = em.createQuery(
                        "SELECT r FROM JobRun r WHERE r.tenant = :tenant AND r.job = :job"
                                + " AND r.dryRun = FALSE AND r.status IN :unfinished" + sameScope,
                        JobRun.class)
                .setParameter("tenant", run.tenant())
                .setParameter("job", run.job())
                .setParameter("unfinished", RunStatus.UNFINISHED);
        if (run.workspaceId() != null) {
            query.setParameter("ws", run.workspaceId());
        }
        List<JobRun> unfinished = query.setMaxResults(1).getResultList();
        if (!unfinished.isEmpty()) {
            throw new ProblemException(
                    ErrorCode.JOB_ALREADY_RUNNING,
                    "Run " + unfinished.get(0).id() + " of " + run.job()
                            + " is still changing "
                            + (run.workspaceId() == null ? "this tenant's workspaces" : "this workspace")
                            + "; start again once it has ended (a dry run can start at any time).");
        }
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void markStarted(String id, long execution) {
        em.find(JobRun.class, id).started(execution);
    }

    /** Adds a chunk's counts (and, for dry runs, its candidates) to the run, in the chunk's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void account(String runId, Map<String, Long> counts, List<Map<String, Object>> candidates) {
        JobRun run = em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE);
        ObjectNode metrics = (ObjectNode) read(run.metrics());
        counts.forEach((name, count) -> metrics.put(name, metrics.path(name).asLong() + count));
        ArrayNode kept = (ArrayNode) read(run.candidates());
        candidates.stream()
                .limit(Math.max(0, MAX_CANDIDATES - kept.size()))
                .forEach(c -> kept.add(Json.mapper().valueToTree(c)));
        run.ended(run.status(), metrics.toString(), kept.toString(), null);
    }

    /** Records an entry the run skipped, in the chunk's transaction so that it follows the checkpoint. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void skipped(String runId, Skip skip) {
        JobRun run = em.find(JobRun.class, runId, LockModeType.PESSIMISTIC_WRITE);
        SkipLog log = new SkipLog((ObjectNode) read(run.metrics()), (ArrayNode) read(run.skips()));
        if (log.add(skip)) {
            run.skipped(log.metrics().toString(), log.skips().toString());
        }
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public JobRun finish(String runId, RunStatus status) {
        JobRun run = em.find(JobRun.class, runId);
        run.ended(status, run.metrics(), run.candidates(), clock.instant());
        return run;
    }

    public JobRun find(String tenant, String job, String id) {
        JobRun run = id == null ? null : em.find(JobRun.class, id);
        if (run == null || !run.tenant().equals(tenant) || !run.job().equals(job)) {
            throw new ProblemException(ErrorCode.JOB_RUN_NOT_FOUND, "There is no run '" + id + "' of " + job + ".");
        }
        return run;
    }

    public List<JobRun> page(String tenant, String job, int page, int size) {
        return em.createQuery(
                        "SELECT r FROM JobRun r WHERE r.tenant = :tenant AND r.job = :job ORDER BY r.startedAt DESC",
                        JobRun.class)
                .setParameter("tenant", tenant)
                .setParameter("job", job)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    public static JsonNode read(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
