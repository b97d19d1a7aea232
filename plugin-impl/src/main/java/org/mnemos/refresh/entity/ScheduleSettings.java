package org.mnemos.refresh.entity;

/**
 * What a schedule's owner chooses: when (a five-field cron on a zone's wall clock), whether refreshed data
 * is published, and whom to tell. A webhook is a URL with the name of the credential that signs it.
 */
public record ScheduleSettings(String cron, String zone, boolean publish, String webhookUrl, String webhookSecretRef) {

    public boolean notifies() {
        return webhookUrl != null;
    }
}
