package org.mnemos.refresh.boundary;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.ScheduleSettings;
import org.mnemos.schedule.control.CronSchedule;

// Instants as ISO-8601 strings, as in the other views. The webhook fields are null for viewers: a webhook's
// URL is often a credential of its own.
@Schema(description = "A recurring refresh of an artifact")
public record ScheduleView(
        @Schema(example = "9a7c1f0e-2b3d-4e5f-8a9b-0c1d2e3f4a5b")
        String id,

        String artifactId,
        @Schema(example = "0 7 * * 1") String cron,
        @Schema(example = "Europe/Berlin") String zone,
        @Schema(example = "At 07:00 at Monday day") String description,

        @Schema(example = "2026-12-07T07:00+01:00", description = "The next fire, in the zone; null while paused")
        String nextFire,

        boolean enabled,

        @Schema(description = "Why the schedule is paused, null while enabled")
        String pausedReason,

        boolean publish,
        String webhookUrl,
        String webhookSecretRef,

        @Schema(description = "Runs in a row that failed or drifted; the schedule pauses itself at the limit")
        int consecutiveFailures,

        String lastFireAt,
        String lastRefreshId,
        RefreshStatus lastStatus,
        String lastErrorCode,
        @Schema(description = "How the last webhook went") String lastWebhook,
        String createdBy,
        String createdAt) {

    static ScheduleView of(RefreshSchedule s, boolean manager, Instant now) {
        ScheduleSettings settings = s.settings();
        CronSchedule schedule = CronSchedule.of(settings.cron(), settings.zone());
        String next = s.enabled()
                ? schedule.nextFires(now, 1).stream()
                        .map(schedule::onWallClock)
                        .findFirst()
                        .orElse(null)
                : null;
        return new ScheduleView(
                s.id(),
                s.artifactId(),
                settings.cron(),
                settings.zone(),
                schedule.description(),
                next,
                s.enabled(),
                s.pausedReason(),
                settings.publish(),
                manager ? settings.webhookUrl() : null,
                manager ? settings.webhookSecretRef() : null,
                s.consecutiveFailures(),
                s.lastFireAt() == null ? null : s.lastFireAt().toString(),
                s.lastRefreshId(),
                s.lastStatus(),
                s.lastErrorCode(),
                manager ? s.lastWebhook() : null,
                s.createdBy(),
                s.createdAt().toString());
    }
}
