package org.mnemos.jobs.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Looks for orphaned job runs shortly after start-up (a run killed with this instance's previous
 * JVM continues) and then periodically (a run of a cluster member that died is taken over).
 */
@ApplicationScoped
public class OrphanWatch {

    private static final Logger LOG = Logger.getLogger(OrphanWatch.class.getName());

    @Inject
    RunRecovery recovery;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.recovery.first-check", defaultValue = "PT10S")
    Duration firstCheck;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.recovery.interval", defaultValue = "PT1M")
    Duration interval;

    private ScheduledFuture<?> checks;

    /** After the schema migration; the checks run on the managed executor, where the batch runtime is usable. */
    void start(@Observes @Priority(200) @Initialized(ApplicationScoped.class) Object startup) {
        checks = scheduler().scheduleWithFixedDelay(this::check, firstCheck.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    private void check() {
        try {
            var taken = recovery.recoverOrphans();
            if (!taken.isEmpty()) {
                LOG.info(() -> "Took over orphaned job runs " + taken);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Looking for orphaned job runs failed; trying again in " + interval, e);
        }
    }

    @PreDestroy
    void stop() {
        if (checks != null) {
            checks.cancel(false);
        }
    }

    private static ManagedScheduledExecutorService scheduler() {
        try {
            return InitialContext.doLookup("concurrent/__defaultManagedScheduledExecutorService");
        } catch (NamingException e) {
            throw new IllegalStateException("The server's managed scheduled executor is not available", e);
        }
    }
}
