package org.mnemos.refresh.boundary;

import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.entity.ScheduleSettings;

@Schema(description = "A refresh schedule as its owner sets it (the whole of it, on create and replace)")
public record ScheduleForm(
        @Schema(
                required = true,
                maxLength = 100,
                example = "0 7 * * 1",
                description = "Five fields: minute hour day month weekday")
        @Size(max = 100, message = "a cron expression has at most 100 characters")
        String cron,

        @Schema(
                required = true,
                maxLength = 64,
                example = "Europe/Berlin",
                description = "IANA time zone the cron is read in")
        @Size(max = 64, message = "a time zone has at most 64 characters")
        String zone,

        @Schema(description = "Publish each refreshed version (default false)")
        Boolean publish,

        @Schema(description = "Whether the schedule runs (default true); false creates or keeps it paused")
        Boolean enabled,

        @Schema(
                maxLength = 2000,
                example = "https://hooks.example.com/mnemos",
                description = "Notified after every run")
        @Size(max = 2000, message = "a webhook URL has at most 2000 characters")
        String webhookUrl,

        @Schema(
                maxLength = 100,
                example = "ops-webhook",
                description = "Name of the credential (mnemos.credentials.<name>, type bearer) that signs it")
        @Size(max = 100, message = "a credential name has at most 100 characters")
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
