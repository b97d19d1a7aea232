package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.RefreshSchedule;

/**
 * The refresh schedules in PostgreSQL. Whether a schedule is running lives in its row ({@code running_since})
 * rather than in this instance's memory, so that no two instances of a cluster run it at once; a run whose
 * instance died is taken for ended once it has been "running" longer than the run timeout.
 */
@ApplicationScoped
public class RefreshSchedules {

    private static final String BEGIN_RUN = "UPDATE refresh_schedule SET running_since = ?1"
            + " WHERE id = ?2 AND enabled AND (running_since IS NULL OR running_since < ?3)";
    private static final String END_RUN = "UPDATE refresh_schedule SET running_since = NULL WHERE id = ?1";

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Transactional
    public RefreshSchedule store(RefreshSchedule schedule) {
        em.persist(schedule);
        return schedule;
    }

    public List<RefreshSchedule> of(String tenant, String workspaceId, String artifactId) {
        return em.createQuery(
                        "SELECT s FROM RefreshSchedule s WHERE s.tenant = :tenant AND s.workspaceId = :ws"
                                + " AND s.artifactId = :artifact ORDER BY s.createdAt, s.id",
                        RefreshSchedule.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .setParameter("artifact", artifactId)
                .getResultList();
    }

    /** Every tenant's enabled schedules: what the scheduler fires. In a transaction, as the scheduler's thread has no request. */
    @Transactional
    public List<RefreshSchedule> enabled() {
        return em.createQuery("SELECT s FROM RefreshSchedule s WHERE s.enabled = TRUE", RefreshSchedule.class)
                .getResultList();
    }

    @Transactional
    public Optional<RefreshSchedule> find(String id) {
        return Optional.ofNullable(em.find(RefreshSchedule.class, id));
    }

    public RefreshSchedule existing(String tenant, String workspaceId, String artifactId, String id) {
        return find(id).filter(s -> s.belongsTo(tenant, workspaceId, artifactId))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.SCHEDULE_NOT_FOUND, "The artifact has no schedule '" + id + "'."));
    }

    @Transactional
    public void delete(RefreshSchedule schedule) {
        em.remove(em.contains(schedule) ? schedule : em.merge(schedule));
    }

    /**
     * Records a run's outcome on the schedule.
     *
     * @return whether the run paused the schedule
     */
    @Transactional
    public boolean recordRun(String id, Instant fire, RefreshOutcome outcome, int maxFailures) {
        return find(id).map(
                        s -> s.record(fire, outcome.refreshId(), outcome.status(), outcome.errorCode(), maxFailures))
                .orElse(false);
    }

    @Transactional
    public void recordWebhook(String id, String delivery) {
        find(id).ifPresent(s -> s.recordWebhook(delivery));
    }

    /** Marks the schedule running unless it is paused or a run of it is in progress (started after {@code staleBefore}). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean beginRun(String id, Instant now, Instant staleBefore) {
        return em.createNativeQuery(BEGIN_RUN)
                        .setParameter(1, now.atOffset(ZoneOffset.UTC))
                        .setParameter(2, id)
                        .setParameter(3, staleBefore.atOffset(ZoneOffset.UTC))
                        .executeUpdate()
                == 1;
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void endRun(String id) {
        em.createNativeQuery(END_RUN).setParameter(1, id).executeUpdate();
    }
}
