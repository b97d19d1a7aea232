package org.mnemos.refresh.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.entity.ScheduleSettings;

@Schema(description = "A refresh schedule as its owner sets it (the whole of it, on create and replace)")
public record ScheduleForm(
        @Schema(required = true, example = "0 7 * * 1", description = "Five fields: minute hour day month weekday")
        String cron,

        @Schema(required = true, example = "Europe/Berlin", description = "IANA time zone the cron is read in")
        String zone,

        @Schema(description = "Publish each refreshed version (default false)")
        Boolean publish,

        @Schema(description = "Whether the schedule runs (default true); false creates or keeps it paused")
        Boolean enabled,

        @Schema(example = "https://hooks.example.com/mnemos", description = "Notified after every run")
        String webhookUrl,

        @Schema(
                example = "ops-webhook",
                description = "Name of the credential (mnemos.credentials.<name>, type bearer) that signs it")
        String webhookSecretRef) {

    ScheduleSettings settings() {
        return new ScheduleSettings(
                cron == null ? null : cron.strip(),
                zone,
                Boolean.TRUE.equals(publish),
                blankToNull(webhookUrl),
                blankToNull(webhookSecretRef));
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
