package org.mnemos.notify.boundary;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.notify.entity.DeliveryStatus;
import org.mnemos.notify.entity.Recipient;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.Json;

@Schema(description = "A subscription with how its last delivery went")
public record SubscriptionView(
        String id,
        String artifactId,
        @Schema(example = "[\"ana@example.com\"]") List<String> recipients,
        @Schema(example = "0 7 * * 1") String cron,
        @Schema(example = "Europe/Berlin") String zone,
        boolean afterRefresh,

        @Schema(description = "The viewer-filter values kept with it, null for none")
        Object filters,

        String createdBy,
        String createdAt,

        DeliveryStatus deliveryStatus,

        @Schema(description = "Attempts the last delivery took (the most any recipient's took)")
        int attempts,

        String lastAttemptAt,
        String lastSentAt,

        @Schema(description = "Why the last delivery failed, in plain words; null after a success")
        String lastError) {

    static SubscriptionView of(Subscription s, List<Recipient> recipients) {
        return new SubscriptionView(
                s.id(),
                s.artifactId(),
                recipients.stream().map(Recipient::address).toList(),
                s.timing().cron(),
                s.timing().zone(),
                s.timing().afterRefresh(),
                filters(s.filters()),
                s.createdBy(),
                text(s.createdAt()),
                s.deliveryStatus(),
                s.attempts(),
                text(s.lastAttemptAt()),
                text(s.lastSentAt()),
                s.lastError());
    }

    private static JsonNode filters(String stored) {
        try {
            return stored == null ? null : Json.mapper().readTree(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored filter values are JSON", e);
        }
    }

    static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
