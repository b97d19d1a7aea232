package org.mnemos.refresh.control;

/**
 * Fired after a refresh SUCCEEDED, once it is committed: what is observed after every refresh (threshold
 * alerts, subscriptions sent after each refresh) without the refresh knowing its observers.
 *
 * @param version the version the refreshed data belongs to
 */
public record Refreshed(String tenant, String workspaceId, String artifactId, String refreshId, int version) {}
