package org.mnemos.notify.boundary;

import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.notify.entity.SubscriptionTiming;

@Schema(description = "A subscription to a published dashboard: who is mailed, and when")
public record SubscriptionForm(
        @Schema(
                required = true,
                example = "[\"ana@example.com\"]",
                description = "Mail addresses: exactly one (your own) below STEWARD, up to 50 for a steward or owner")
        List<String> recipients,

        @Schema(maxLength = 100, example = "0 7 * * 1", description = "Five fields: minute hour day month weekday")
        @Size(max = 100, message = "a cron expression has at most 100 characters")
        String cron,

        @Schema(maxLength = 64, example = "Europe/Berlin", description = "IANA time zone the cron is read in")
        @Size(max = 64, message = "a time zone has at most 64 characters")
        String zone,

        @Schema(description = "Also (or only, without a cron) mail after every successful refresh")
        Boolean afterRefresh,

        @Schema(
                example = "{\"shipmentMode\": \"Air\"}",
                description =
                        "Viewer-filter values for the mailed dashboard, by filter id (kept with the" + " subscription)")
        @Size(max = 20, message = "at most 20 filter values")
        Map<String, Object> filters) {

    SubscriptionTiming timing() {
        String expression = cron == null || cron.isBlank() ? null : cron.strip();
        return new SubscriptionTiming(expression, expression == null ? null : zone, Boolean.TRUE.equals(afterRefresh));
    }
}
