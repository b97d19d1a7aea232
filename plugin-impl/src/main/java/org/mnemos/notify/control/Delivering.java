package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.mnemos.notify.entity.Recipient;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.DatabaseClock;

/**
 * Sends a subscription's mail to each of its recipients, each with a new unsubscribe link, retrying a failed
 * send by the {@link RetryPolicy}, and records on the subscription how it went. Runs on an executor thread.
 */
@ApplicationScoped
public class Delivering {

    private static final Logger LOG = Logger.getLogger(Delivering.class.getName());
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'");

    @Inject
    Subscriptions store;

    @Inject
    DashboardFigures figures;

    @Inject
    Mailing mailing;

    @Inject
    DashboardAttachments attachments;

    Clock clock = DatabaseClock.utc();

    public void deliver(String subscriptionId) {
        store.find(subscriptionId).ifPresent(this::deliver);
    }

    private void deliver(Subscription subscription) {
        DashboardDigest digest = digest(subscription);
        int tries = 0;
        String error = null;
        for (Recipient recipient : store.recipients(subscription.id())) {
            String token = UnsubscribeTokens.next();
            store.issue(recipient.id(), UnsubscribeTokens.hash(token), clock.instant());
            OutgoingMail message =
                    digest.to(recipient.address(), subscription.linkBase() + "/api/unsubscribe/" + token);
            RetryPolicy.Result result = mailing.send(message);
            tries = Math.max(tries, result.attempts());
            if (result.error() != null) {
                error = result.error();
            }
        }
        store.recordDelivery(subscription.id(), clock.instant(), tries, error);
        String outcome = error == null ? "sent" : "failed after " + tries + " attempts";
        LOG.info(() ->
                "Subscription " + subscription.id() + " of dashboard " + subscription.artifactId() + ": " + outcome);
    }

    /**
     * The dashboard as its latest refresh left it: its KPIs as the cards write them, and its charts and PDF as the
     * server-side export draws them with the subscription's filter values. (The KPIs in the text are the
     * unfiltered ones: the filtered figures are in the pictures and the PDF.)
     */
    private DashboardDigest digest(Subscription subscription) {
        DashboardFigures.Published published =
                figures.published(subscription.tenant(), subscription.workspaceId(), subscription.artifactId());
        Map<String, String> kpis = published
                .datasets()
                .map(datasets -> KpiFigures.of(published.spec(), datasets))
                .orElse(Map.of());
        String asOf = published
                .refresh()
                .map(r -> "Refreshed " + WHEN.format(r.finishedAt().atOffset(ZoneOffset.UTC)) + ", "
                        + String.format("%,d", r.rowCount()) + " rows")
                .orElse("Not refreshed yet: open the dashboard for its numbers");
        DashboardAttachments.Parts parts = parts(subscription, published);
        return new DashboardDigest(
                published.artifact().name(),
                asOf,
                kpis,
                parts.charts(),
                parts.files(),
                subscription.linkBase() + "/dashboards/" + subscription.artifactId());
    }

    /** A mail goes out even when its pictures cannot be drawn: the KPIs and the link still tell. */
    private DashboardAttachments.Parts parts(Subscription subscription, DashboardFigures.Published published) {
        try {
            return attachments.of(subscription, published.spec());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Dashboard " + subscription.artifactId() + " is mailed without its pictures", e);
            return new DashboardAttachments.Parts(List.of(), List.of());
        }
    }
}
