package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executor;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.BackgroundWork;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.schedule.control.ScheduleSource;
import org.mnemos.schedule.control.ScheduledScope;

/**
 * The enabled refresh schedules as scheduled work: the {@code Scheduler} claims each fire once per cluster
 * (only the latest missed fire after downtime, daylight saving read by {@link CronSchedule}) and calls
 * {@link #start}. A start marks the schedule running in its row and hands the refresh to the managed
 * executor, since a refresh may take minutes and the tick must not wait; while a run is in progress the next
 * fire's start is refused, its claim released, and a later tick starts it once the run has ended — so runs of
 * one schedule never overlap, and none is lost.
 */
@ApplicationScoped
public class RefreshScheduleSource implements ScheduleSource {

    /** The job name of the scheduler's claims ({@code job_schedule_fire.job}). */
    public static final String JOB = "artifact-refresh";

    @Inject
    RefreshSchedules store;

    @Inject
    ScheduledRefresh refresh;

    @Inject
    @ConfigProperty(name = "mnemos.refresh.schedules.run-timeout")
    String runTimeout;

    Clock clock = DatabaseClock.utc();
    Executor executor;

    @Override
    public List<ScheduledScope> scopes() {
        return store.enabled().stream().map(RefreshScheduleSource::scope).toList();
    }

    static ScheduledScope scope(RefreshSchedule schedule) {
        return new ScheduledScope(
                JOB,
                schedule.tenant(),
                schedule.id(),
                CronSchedule.of(schedule.settings().cron(), schedule.settings().zone()),
                schedule.since());
    }

    @Override
    public String start(ScheduledScope scope) {
        Instant now = clock.instant();
        Instant fire = scope.dueFire(now).orElse(now);
        if (!store.beginRun(scope.scope(), now, now.minus(Duration.parse(runTimeout)))) {
            throw new ProblemException(
                    ErrorCode.JOB_ALREADY_RUNNING,
                    "The previous refresh of schedule " + scope.scope() + " is still running (or it was paused).");
        }
        try {
            (executor == null ? BackgroundWork.executor() : executor).execute(() -> refresh.run(scope.scope(), fire));
        } catch (RuntimeException e) {
            store.endRun(scope.scope());
            throw e;
        }
        return UUID.randomUUID().toString();
    }
}
