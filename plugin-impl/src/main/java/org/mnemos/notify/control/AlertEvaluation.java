package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.notify.WebhookDelivery;
import org.mnemos.api.notify.Webhooks;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.notify.entity.AlertEvent;
import org.mnemos.notify.entity.AlertState;
import org.mnemos.notify.entity.KpiAlert;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.refresh.control.Refreshed;
import org.mnemos.security.control.EgressPolicies;

/**
 * Evaluates a dashboard's alerts against the KPI values a refresh stored — arithmetic only, no call to anything
 * — and, only when an alert's state changes, records the event and tells its mail recipients and its webhook.
 */
@ApplicationScoped
public class AlertEvaluation {

    @Inject
    Alerts store;

    @Inject
    DashboardFigures figures;

    @Inject
    Mailing mailing;

    @Inject
    Webhooks webhooks;

    @Inject
    EgressPolicies egress;

    Clock clock = DatabaseClock.utc();

    public void evaluate(Refreshed refresh) {
        List<KpiAlert> alerts = store.of(refresh.artifactId());
        if (alerts.isEmpty()) {
            return;
        }
        DashboardFigures.Published published =
                figures.published(refresh.tenant(), refresh.workspaceId(), refresh.artifactId());
        Optional<Datasets> datasets =
                figures.of(refresh.tenant(), refresh.workspaceId(), refresh.artifactId(), refresh.refreshId());
        if (published.spec() == null || datasets.isEmpty()) {
            return;
        }
        for (KpiAlert alert : alerts) {
            evaluate(alert, published, datasets.get(), refresh.refreshId());
        }
    }

    private void evaluate(KpiAlert alert, DashboardFigures.Published published, Datasets datasets, String refreshId) {
        BigDecimal value = datasets.kpis().get(alert.rule().kpiId()) instanceof BigDecimal number ? number : null;
        BigDecimal previous = alert.lastValue();
        Optional<AlertState> now = KpiBands.kpi(published.spec(), alert.rule().kpiId())
                .flatMap(
                        kpi -> ThresholdCheck.state(alert.rule(), value, previous, KpiBands.of(published.spec(), kpi)));
        if (now.isEmpty() || now.get() == alert.state()) {
            alert.observed(alert.state(), value == null ? previous : value, refreshId);
            store.observed(alert);
            return;
        }
        alert.observed(now.get(), value, refreshId);
        AlertEvent event = new AlertEvent(alert, now.get(), value, previous, refreshId, clock.instant());
        store.changed(alert, event);
        tell(alert, new AlertNotice(published.artifact().name(), alert.rule(), event));
    }

    private void tell(KpiAlert alert, AlertNotice notice) {
        List<String> recipients = alert.targets().recipients();
        String mailNote = null;
        if (!recipients.isEmpty()) {
            List<String> errors = new ArrayList<>();
            for (String to : recipients) {
                RetryPolicy.Result result = mailing.send(notice.mail(to));
                if (result.error() != null) {
                    errors.add(result.error());
                }
            }
            mailNote = errors.isEmpty() ? "Sent to " + recipients.size() + " address(es)." : String.join(" ", errors);
        }
        String webhookNote = null;
        if (alert.targets().hooks()) {
            WebhookDelivery delivery = webhooks.post(
                    URI.create(alert.targets().webhookUrl()),
                    alert.targets().webhookSecretRef(),
                    notice.webhookBody(),
                    egress.of(alert.tenant()));
            webhookNote = delivery.succeeded() ? delivery.detail() : delivery.failureCode() + ": " + delivery.detail();
        }
        store.notified(notice.event().id(), mailNote, webhookNote);
    }
}
