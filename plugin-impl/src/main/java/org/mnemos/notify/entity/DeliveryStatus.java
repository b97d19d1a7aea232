package org.mnemos.notify.entity;

/** How a subscription's last delivery went: none yet, every recipient reached, or given up after retries. */
public enum DeliveryStatus {
    PENDING,
    SENT,
    FAILED
}
