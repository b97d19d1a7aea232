package org.mnemos.schedule;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.jobs.control.JobStarter;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.platform.ProblemException;

/**
 * Ticks shortly after start-up and then every minute on the server's managed scheduled executor; at
 * each tick every scope whose latest fire is due and not yet claimed gets one run, requested by
 * {@value JobRun#SCHEDULER}.
 */
@ApplicationScoped
public class JobScheduler {

    private static final Logger LOG = Logger.getLogger(JobScheduler.class.getName());

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.enabled", defaultValue = "true")
    boolean enabled;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.first-tick", defaultValue = "PT30S")
    String firstTick;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.scheduler.tick", defaultValue = "PT1M")
    String tick;

    @Inject
    ScheduledScopes scopes;

    @Inject
    FireClaims claims;

    @Inject
    JobStarter starter;

    Clock clock = Clock.systemUTC();

    private ScheduledFuture<?> ticks;

    /** Only schedules the ticks: the jobs start once the application is up, from the executor's threads. */
    void start(@Observes @Priority(200) @Initialized(ApplicationScoped.class) Object startup) {
        if (!enabled) {
            LOG.info("The job scheduler is off (mnemos.jobs.scheduler.enabled=false)");
            return;
        }
        ticks = executor().scheduleWithFixedDelay(this::tickSafely, Duration.parse(firstTick).toMillis(),
                Duration.parse(tick).toMillis(), TimeUnit.MILLISECONDS);
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
        for (ScheduledScope scope : scopes.all()) {
            scope.dueFire(now).ifPresent(fire -> startOnce(scope, fire, now));
        }
    }

    private void startOnce(ScheduledScope scope, Instant fire, Instant now) {
        try {
            if (claims.claim(scope, fire, now, () -> starter.start(scope.job(), scope.tenant(), scope.workspaceId(),
                    false, JobRun.SCHEDULER).id())) {
                LOG.info(() -> "Started " + scope.job() + " for " + scope.tenant() + "/" + scope.scope()
                        + ", scheduled at " + fire + " by " + scope.schedule());
            }
        } catch (ProblemException e) {
            LOG.info(() -> "Not starting " + scope.job() + " for " + scope.tenant() + "/" + scope.scope() + " yet: "
                    + e.getMessage());
        } catch (Exception e) {
            LOG.log(Level.WARNING, "Could not start " + scope.job() + " for " + scope.tenant() + "/" + scope.scope()
                    + " scheduled at " + fire + "; the next tick tries again", e);
        }
    }

    /** Looked up by its server-wide name: component resources are not bound yet while the application starts. */
    private static ManagedScheduledExecutorService executor() {
        try {
            return InitialContext.doLookup("concurrent/__defaultManagedScheduledExecutorService");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed scheduled executor is not available", e);
        }
    }

    @PreDestroy
    void stop() {
        if (ticks != null) {
            ticks.cancel(false);
        }
    }
}
