package org.mnemos.notify.entity;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** How a subscription's last delivery went: none yet, every recipient reached, or given up after retries. */
@Schema(description = "PENDING (nothing sent yet), SENT or FAILED (given up after the retries)")
public enum DeliveryStatus {
    PENDING,
    SENT,
    FAILED
}
