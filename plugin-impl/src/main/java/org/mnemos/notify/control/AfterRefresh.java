package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.platform.AfterRequestWork;
import org.mnemos.refresh.control.Refreshed;

/**
 * After a refresh is committed: the dashboard's threshold alerts are evaluated, then its "after every refresh"
 * subscriptions are mailed — on the managed executor, so the refresh's caller never waits for a mail server.
 */
@ApplicationScoped
public class AfterRefresh {

    private static final Logger LOG = Logger.getLogger(AfterRefresh.class.getName());

    @Inject
    AlertEvaluation alerts;

    @Inject
    Subscriptions subscriptions;

    @Inject
    Delivering delivering;

    @Inject
    AfterRequestWork later;

    void refreshed(@Observes(during = TransactionPhase.AFTER_SUCCESS) Refreshed refresh) {
        later.submit(() -> notify(refresh));
    }

    void notify(Refreshed refresh) {
        try {
            alerts.evaluate(refresh);
            subscriptions.of(refresh.artifactId()).stream()
                    .filter(s -> s.timing().afterRefresh())
                    .forEach(s -> delivering.deliver(s.id()));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "The notifications after refresh " + refresh.refreshId() + " broke", e);
        }
    }
}
