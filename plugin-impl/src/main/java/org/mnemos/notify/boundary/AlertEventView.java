package org.mnemos.notify.boundary;

import java.math.BigDecimal;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.notify.entity.AlertEvent;
import org.mnemos.notify.entity.AlertState;

@Schema(description = "A change of an alert's state, with the values that crossed and how its notices went")
public record AlertEventView(
        String id,
        String alertId,
        String kpi,
        AlertState state,
        BigDecimal value,
        BigDecimal previousValue,
        String refreshId,
        String occurredAt,

        @Schema(description = "How the mails went, null without recipients")
        String mail,

        @Schema(description = "How the webhook went, null without one")
        String webhook) {

    static AlertEventView of(AlertEvent event) {
        return new AlertEventView(
                event.id(),
                event.alertId(),
                event.kpiId(),
                event.state(),
                event.value(),
                event.previousValue(),
                event.refreshId(),
                event.occurredAt().toString(),
                event.mail(),
                event.webhook());
    }
}
