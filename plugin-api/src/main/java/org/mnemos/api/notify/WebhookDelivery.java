package org.mnemos.api.notify;

/**
 * How a webhook went.
 *
 * @param status the receiver's HTTP status of the last attempt, 0 when none answered (or none was sent)
 * @param failureCode null when delivered; else the connector failure code, e.g. {@code DESTINATION_NOT_ALLOWED}
 *     (nothing was sent), {@code SOURCE_UNREACHABLE} (retried, then given up) or {@code AUTH_FAILED} (no secret)
 * @param detail what happened, in plain words, never the secret
 */
public record WebhookDelivery(int status, String failureCode, String detail) {

    public static WebhookDelivery delivered(int status) {
        return new WebhookDelivery(status, null, "Delivered (HTTP " + status + ").");
    }

    public boolean succeeded() {
        return failureCode == null;
    }
}
