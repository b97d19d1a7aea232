package org.mnemos.jobs.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Looks for orphaned job runs shortly after start-up (a run killed with this instance's previous
 * JVM continues) and then periodically (a run of a cluster member that died is taken over).
 * An EJB timer, not a task on the managed executor: its callbacks run as a full application
 * component, with the persistence context and the identity the batch runtime checks on restart.
 */
@Startup
@Singleton
public class OrphanWatch {

    private static final Logger LOG = Logger.getLogger(OrphanWatch.class.getName());

    @Inject
    RunRecovery recovery;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.recovery.first-check")
    Duration firstCheck;

    @Inject
    @ConfigProperty(name = "mnemos.jobs.recovery.interval")
    Duration interval;

    @Resource
    TimerService timers;

    @PostConstruct
    void schedule() {
        timers.createIntervalTimer(
                firstCheck.toMillis(), interval.toMillis(), new TimerConfig("orphaned job runs", false));
    }

    /** Outside a transaction: every step of a takeover commits on its own, and the batch runtime manages its own. */
    @Timeout
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void check() {
        try {
            var taken = recovery.recoverOrphans();
            if (!taken.isEmpty()) {
                LOG.info(() -> "Took over orphaned job runs " + taken);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Looking for orphaned job runs failed; trying again in " + interval, e);
        }
    }
}
