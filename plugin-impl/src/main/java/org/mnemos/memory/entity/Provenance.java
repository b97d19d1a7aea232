package org.mnemos.memory.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import java.time.Instant;
import java.util.Objects;

/** Where a claim came from, when it was observed and recorded, and how far it can be trusted. */
@Embeddable
public class Provenance {

    @Enumerated(EnumType.STRING)
    @Column(name = "source_type", nullable = false)
    private ClaimSource sourceType;

    private String citation;

    @Column(nullable = false)
    private double confidence;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Trust trust;

    @Column(name = "approved_by")
    private String approvedBy;

    @Column(name = "observed_at")
    private Instant observedAt;

    @Column(name = "recorded_at", nullable = false)
    private Instant recordedAt;

    protected Provenance() {}

    public Provenance(
            ClaimSource sourceType,
            String citation,
            double confidence,
            Trust trust,
            String approvedBy,
            Instant observedAt,
            Instant recordedAt) {
        this.sourceType = Objects.requireNonNull(sourceType);
        this.citation = citation;
        this.confidence = confidence;
        this.trust = Objects.requireNonNull(trust);
        this.approvedBy = approvedBy;
        this.observedAt = observedAt;
        this.recordedAt = Objects.requireNonNull(recordedAt);
    }

    /** The same provenance, approved by {@code approver}: a copy, as an embeddable is replaced, not edited. */
    Provenance approvedBy(String approver, Trust approvedTrust) {
        return new Provenance(
                sourceType,
                citation,
                confidence,
                approvedTrust,
                Objects.requireNonNull(approver),
                observedAt,
                recordedAt);
    }

    public ClaimSource sourceType() {
        return sourceType;
    }

    public String citation() {
        return citation;
    }

    public double confidence() {
        return confidence;
    }

    public Trust trust() {
        return trust;
    }

    public String approvedBy() {
        return approvedBy;
    }

    public Instant observedAt() {
        return observedAt;
    }

    public Instant recordedAt() {
        return recordedAt;
    }

    /** Age for recency counts from the observation, or from recording when that is unknown. */
    public Instant evidenceAt() {
        return observedAt != null ? observedAt : recordedAt;
    }
}
