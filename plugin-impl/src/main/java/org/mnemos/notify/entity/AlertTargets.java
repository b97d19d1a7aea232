package org.mnemos.notify.entity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.mnemos.platform.Json;

/**
 * Whom an alert tells: mail addresses (a JSON array, maybe empty) and a webhook signed with the credential
 * named {@code webhookSecretRef} (both null when there is none).
 */
public record AlertTargets(String recipientsJson, String webhookUrl, String webhookSecretRef) {

    public static AlertTargets of(List<String> recipients, String webhookUrl, String webhookSecretRef) {
        return new AlertTargets(Json.text(recipients), webhookUrl, webhookUrl == null ? null : webhookSecretRef);
    }

    public List<String> recipients() {
        try {
            return Json.mapper().readValue(recipientsJson, new TypeReference<List<String>>() {});
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored recipients are a JSON array of strings", e);
        }
    }

    public boolean hooks() {
        return webhookUrl != null;
    }
}
