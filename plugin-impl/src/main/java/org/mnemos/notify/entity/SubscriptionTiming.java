package org.mnemos.notify.entity;

/**
 * When a subscription sends: on a five-field cron read in {@code zone}, after every successful refresh, or both.
 *
 * @param cron null when it sends only after refreshes
 */
public record SubscriptionTiming(String cron, String zone, boolean afterRefresh) {

    public boolean scheduled() {
        return cron != null;
    }
}
