package org.mnemos.notify.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.validation.constraints.Size;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.notify.entity.AlertCondition;

@Schema(description = "A threshold alert on a KPI of the published spec")
public record AlertForm(
        @Schema(required = true, maxLength = 100, example = "on_time_rate", description = "The KPI's id in the spec")
        @Size(max = 100, message = "a KPI id has at most 100 characters")
        String kpi,

        @Schema(required = true, example = "BELOW") AlertCondition condition,

        @Schema(
                type = org.eclipse.microprofile.openapi.annotations.enums.SchemaType.NUMBER,
                example = "95",
                description = "The value (ABOVE, BELOW) or percentage (CHANGE_PERCENT); not for SPEC_BAND")
        JsonNode threshold,

        @Schema(maxLength = 64, example = "red", description = "SPEC_BAND: the colour of the KPI's threshold band")
        @Size(max = 64, message = "a colour has at most 64 characters")
        String colour,

        @Schema(example = "[\"ops@example.com\"]", description = "Mail addresses told of each state change")
        List<String> recipients,

        @Schema(maxLength = 2000, example = "https://hooks.example.com/mnemos", description = "Signed webhook")
        @Size(max = 2000, message = "a webhook URL has at most 2000 characters")
        String webhookUrl,

        @Schema(maxLength = 100, example = "ops-webhook", description = "Credential that signs the webhook")
        @Size(max = 100, message = "a credential name has at most 100 characters")
        String webhookSecretRef) {

    /** The threshold as written: a JSON number's digits, or the text sent in its place (refused as no number). */
    String thresholdText() {
        return threshold == null || threshold.isNull()
                ? null
                : threshold.isNumber() ? threshold.decimalValue().toPlainString() : threshold.asText();
    }

    String hook() {
        return webhookUrl == null || webhookUrl.isBlank() ? null : webhookUrl.strip();
    }
}
