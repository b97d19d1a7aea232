package org.mnemos.notify.boundary;

import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.notify.entity.AlertCondition;
import org.mnemos.notify.entity.AlertState;
import org.mnemos.notify.entity.KpiAlert;

// Recipients and the webhook only for stewards and owners: addresses are personal, a webhook URL often a secret.
@Schema(description = "A threshold alert and its state")
public record AlertView(
        String id,
        String artifactId,
        String kpi,
        AlertCondition condition,
        BigDecimal threshold,
        String colour,
        List<String> recipients,
        String webhookUrl,
        String webhookSecretRef,

        @Schema(description = "FIRING or RESOLVED, as of the latest refresh")
        AlertState state,

        @Schema(description = "The KPI's value at the latest refresh evaluated")
        BigDecimal lastValue,

        @Schema(description = "The refresh it was last evaluated after, null before the first")
        String lastRefreshId,

        String createdBy,
        String createdAt) {

    static AlertView of(KpiAlert alert, boolean manager) {
        return new AlertView(
                alert.id(),
                alert.artifactId(),
                alert.rule().kpiId(),
                alert.rule().condition(),
                alert.rule().threshold(),
                alert.rule().colour(),
                manager ? alert.targets().recipients() : null,
                manager ? alert.targets().webhookUrl() : null,
                manager ? alert.targets().webhookSecretRef() : null,
                alert.state(),
                alert.lastValue(),
                alert.lastRefreshId(),
                alert.createdBy(),
                alert.createdAt().toString());
    }
}
