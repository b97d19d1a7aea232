package org.mnemos.memory.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.time.Instant;

/** When an entry stops being usable: expiry (gone) and review (unavailable until reviewed). */
@Embeddable
public class Lifetime {

    @Column(name = "expires_at")
    private Instant expiresAt;

    @Column(name = "review_at")
    private Instant reviewAt;

    protected Lifetime() {}

    public Lifetime(Instant expiresAt, Instant reviewAt) {
        this.expiresAt = expiresAt;
        this.reviewAt = reviewAt;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Instant reviewAt() {
        return reviewAt;
    }

    public boolean expiredAt(Instant now) {
        return expiresAt != null && !expiresAt.isAfter(now);
    }

    public boolean reviewDueAt(Instant now) {
        return reviewAt != null && !reviewAt.isAfter(now);
    }

    /** Ends the lifetime now: scratch of an ended run. */
    public void expireAt(Instant now) {
        expiresAt = now;
    }
}
