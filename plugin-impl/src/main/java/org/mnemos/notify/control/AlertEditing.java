package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.time.Clock;
import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.notify.entity.AlertCondition;
import org.mnemos.notify.entity.AlertEvent;
import org.mnemos.notify.entity.AlertRule;
import org.mnemos.notify.entity.AlertTargets;
import org.mnemos.notify.entity.KpiAlert;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.control.ScheduleRules;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * Defining, listing and removing a dashboard's threshold alerts. Every member reads them and their events;
 * stewards and owners define and remove them. An alert names a KPI of the published spec, a condition with a
 * number (or, for SPEC_BAND, a colour of the KPI's own threshold bands), and mail addresses or a signed webhook.
 */
@ApplicationScoped
public class AlertEditing {

    static final int EVENTS = 200;
    private static final BigDecimal LARGEST = BigDecimal.TEN.pow(15);
    private static final int MAX_DECIMALS = 10;
    private static final String MANAGING = "Managing threshold alerts";

    @Inject
    WorkspaceAccess access;

    @Inject
    DashboardFigures figures;

    @Inject
    Alerts store;

    @Inject
    ScheduleRules webhooks;

    Clock clock = DatabaseClock.utc();

    /** A new alert; the threshold arrives as the request wrote it, so a non-number is named as the field at fault. */
    public KpiAlert define(
            Caller who,
            String ws,
            String artifactId,
            String kpiId,
            AlertCondition condition,
            String threshold,
            String colour,
            List<String> recipients,
            String webhookUrl,
            String webhookSecretRef) {
        access.require(who, ws, Role.STEWARD, MANAGING);
        DashboardFigures.Published published = figures.published(who.tenant(), ws, artifactId);
        AlertRule rule = rule(published.spec(), kpiId, condition, threshold, colour);
        boolean mails = recipients != null && !recipients.isEmpty();
        if (!mails && webhookUrl == null) {
            throw ProblemException.invalidInput("/recipients", "name mail addresses, a webhookUrl, or both");
        }
        List<String> addresses = mails ? AddressRules.checked("/recipients", recipients, AddressRules.MAX) : List.of();
        if (webhookUrl != null) {
            webhooks.checkWebhook(who.tenant(), webhookUrl, webhookSecretRef);
        }
        AlertTargets targets = AlertTargets.of(addresses, webhookUrl, webhookSecretRef);
        return store.store(new KpiAlert(who.tenant(), ws, artifactId, rule, targets, who.user(), clock.instant()));
    }

    public List<KpiAlert> list(Caller who, String ws, String artifactId) {
        access.require(who, ws);
        figures.published(who.tenant(), ws, artifactId);
        return store.of(artifactId);
    }

    public List<AlertEvent> events(Caller who, String ws, String artifactId) {
        access.require(who, ws);
        figures.published(who.tenant(), ws, artifactId);
        return store.events(artifactId, EVENTS);
    }

    public void remove(Caller who, String ws, String artifactId, String id) {
        access.require(who, ws, Role.STEWARD, MANAGING);
        store.delete(store.existing(who.tenant(), ws, artifactId, id));
    }

    static AlertRule rule(DashboardSpec spec, String kpiId, AlertCondition condition, String threshold, String colour) {
        if (spec == null) {
            throw ProblemException.invalidInput("/kpi", "only a published spec dashboard has KPIs an alert can watch");
        }
        KpiCard kpi = KpiBands.kpi(spec, kpiId)
                .orElseThrow(() -> ProblemException.invalidInput(
                        "/kpi",
                        "the dashboard has no KPI '" + kpiId + "'; its KPIs are "
                                + spec.kpis().stream().map(KpiCard::id).collect(Collectors.joining(", "))));
        if (condition == null) {
            throw ProblemException.invalidInput("/condition", "must be ABOVE, BELOW, CHANGE_PERCENT or SPEC_BAND");
        }
        if (condition == AlertCondition.SPEC_BAND) {
            List<String> colours =
                    KpiBands.of(spec, kpi).stream().map(Band::colour).distinct().toList();
            if (colour == null || colours.stream().noneMatch(colour::equalsIgnoreCase)) {
                throw ProblemException.invalidInput(
                        "/colour",
                        colours.isEmpty()
                                ? "KPI '" + kpiId + "' has no threshold bands; use ABOVE, BELOW or CHANGE_PERCENT"
                                : "name a colour of the KPI's threshold bands: " + String.join(", ", colours));
            }
            return new AlertRule(kpi.id(), condition, null, colour);
        }
        BigDecimal value = number(threshold);
        if (condition == AlertCondition.CHANGE_PERCENT && value.signum() <= 0) {
            throw ProblemException.invalidInput("/threshold", "a change percentage must be above 0");
        }
        return new AlertRule(kpi.id(), condition, value, null);
    }

    private static BigDecimal number(String threshold) {
        try {
            BigDecimal value = new BigDecimal(threshold == null ? "" : threshold.strip());
            if (value.abs().compareTo(LARGEST) < 0 && value.scale() <= MAX_DECIMALS) {
                return value;
            }
        } catch (NumberFormatException e) {
            // answered below, with the field at fault
        }
        throw ProblemException.invalidInput(
                "/threshold", "must be a number below 10^15 with at most 10 decimals, such as 95 or 1250.5");
    }
}
