package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.notify.WebhookDelivery;
import org.mnemos.api.notify.Webhooks;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.RefreshTrigger;
import org.mnemos.security.control.EgressPolicies;

/**
 * One run of a schedule: the refresh on behalf of the schedule's creator, its outcome recorded on the
 * schedule (which may pause it), then the webhook. A refused request (the creator lost the role, the
 * artifact was unpublished) is a failed run like a source failure; a webhook that cannot be delivered is
 * recorded and never changes the run's outcome.
 */
@ApplicationScoped
public class ScheduledRefresh {

    private static final Logger LOG = Logger.getLogger(ScheduledRefresh.class.getName());

    @Inject
    RefreshTransactions refreshes;

    @Inject
    RefreshSchedules store;

    @Inject
    Webhooks webhooks;

    @Inject
    EgressPolicies egress;

    @Inject
    @ConfigProperty(name = "mnemos.refresh.schedules.max-failures")
    int maxFailures;

    Clock clock = DatabaseClock.utc();

    public void run(String scheduleId, Instant fire) {
        try {
            store.find(scheduleId).ifPresent(schedule -> run(schedule, fire));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "The scheduled refresh of schedule " + scheduleId + " could not be recorded", e);
        } finally {
            store.endRun(scheduleId);
        }
    }

    private void run(RefreshSchedule schedule, Instant fire) {
        RefreshOutcome outcome = refresh(schedule);
        boolean paused = store.recordRun(schedule.id(), fire, outcome, maxFailures);
        LOG.info(() -> "Scheduled refresh of artifact " + schedule.artifactId() + " (schedule " + schedule.id() + "): "
                + outcome.status() + (paused ? "; the schedule paused itself" : ""));
        if (schedule.settings().notifies()) {
            byte[] body = WebhookBody.of(schedule, outcome, paused, fire, clock.instant());
            WebhookDelivery delivery = webhooks.post(
                    URI.create(schedule.settings().webhookUrl()),
                    schedule.settings().webhookSecretRef(),
                    body,
                    egress.of(schedule.tenant()));
            store.recordWebhook(
                    schedule.id(),
                    delivery.succeeded() ? delivery.detail() : delivery.failureCode() + ": " + delivery.detail());
        }
    }

    private RefreshOutcome refresh(RefreshSchedule schedule) {
        RefreshOrder order = new RefreshOrder(
                schedule.tenant(),
                schedule.workspaceId(),
                schedule.createdBy(),
                schedule.artifactId(),
                null,
                schedule.settings().publish(),
                RefreshTrigger.SCHEDULE,
                schedule.id());
        try {
            return refreshes.refresh(order);
        } catch (ProblemException e) {
            return failed(schedule, e.problem().code().name(), e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "The scheduled refresh of artifact " + schedule.artifactId() + " broke", e);
            return failed(schedule, ErrorCode.INTERNAL_ERROR.name(), "The refresh could not be run.");
        }
    }

    private static RefreshOutcome failed(RefreshSchedule schedule, String code, String detail) {
        return new RefreshOutcome(
                null, RefreshStatus.FAILED, schedule.artifactId(), 0, 0, null, null, code, detail, false, 0, 0, 0);
    }
}
