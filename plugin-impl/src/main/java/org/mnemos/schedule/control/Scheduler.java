package org.mnemos.schedule.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.platform.BackgroundWork;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;

/**
 * Ticks shortly after start-up and then every minute on the server's managed scheduled executor; at
 * each tick every scope of every {@link ScheduleSource} whose latest fire is due and not yet claimed
 * is started once. The scheduler starts work and does nothing else.
 */
@ApplicationScoped
public class Scheduler {

    private static final Logger LOG = Logger.getLogger(Scheduler.class.getName());

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.enabled")
    boolean enabled;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.first-tick")
    String firstTick;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.tick")
    String tick;

    Iterable<ScheduleSource> sources;

    @Inject
    FireClaims claims;

    Clock clock = DatabaseClock.utc();

    @Inject
    void sources(@Any Instance<ScheduleSource> beans) {
        this.sources = beans;
    }

    private ScheduledFuture<?> ticks;

    /** Only schedules the ticks: the jobs start once the application is up, from the executor's threads. */
    void start(@Observes @Priority(200) @Initialized(ApplicationScoped.class) Object startup) {
        if (!enabled) {
            LOG.info("The job scheduler is off (mnemos.jobs.scheduler.enabled=false)");
            return;
        }
        ticks = BackgroundWork.scheduler()
                .scheduleWithFixedDelay(
                        this::tickSafely,
                        Duration.parse(firstTick).toMillis(),
                        Duration.parse(tick).toMillis(),
                        TimeUnit.MILLISECONDS);
    }

    /** An exception escaping a tick would cancel all later ticks. */
    private void tickSafely() {
        try {
            tick(clock.instant());
        } catch (Exception e) {
            LOG.log(Level.WARNING, "A scheduler tick failed; the next tick tries again", e);
        }
    }

    void tick(Instant now) throws Exception {
        claims.prune(now);
        for (ScheduleSource source : sources) {
            for (ScheduledScope scope : scopesOf(source)) {
                scope.dueFire(now).ifPresent(fire -> startOnce(source, scope, fire, now));
            }
        }
    }

    /** A source that cannot list its scopes does not hold up the others. */
    private static List<ScheduledScope> scopesOf(ScheduleSource source) {
        try {
            return source.scopes();
        } catch (Exception e) {
            LOG.log(Level.WARNING, "Could not read the schedules of " + source + "; the next tick tries again", e);
            return List.of();
        }
    }

    private void startOnce(ScheduleSource source, ScheduledScope scope, Instant fire, Instant now) {
        try {
            if (claims.claim(scope, fire, now, () -> source.start(scope))) {
                LOG.info(() -> "Started " + scope.job() + " for " + scope.tenant() + "/" + scope.scope()
                        + ", scheduled at " + fire + " by " + scope.schedule());
            }
        } catch (ProblemException e) {
            LOG.info(() -> "Not starting " + scope.job() + " for " + scope.tenant() + "/" + scope.scope() + " yet: "
                    + e.getMessage());
        } catch (Exception e) {
            LOG.log(
                    Level.WARNING,
                    "Could not start " + scope.job() + " for " + scope.tenant() + "/" + scope.scope() + " scheduled at "
                            + fire + "; the next tick tries again",
                    e);
        }
    }

    @PreDestroy
    void stop() {
        if (ticks != null) {
            ticks.cancel(false);
        }
    }
}
