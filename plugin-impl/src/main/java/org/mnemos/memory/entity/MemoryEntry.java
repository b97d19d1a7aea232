package org.mnemos.memory.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * One remembered claim with its scope, provenance and lifetime. It cannot exist without them, and
 * it knows how to be reinforced, pinned, superseded and quarantined.
 */
@Entity
@Table(name = "memory_entry")
public class MemoryEntry {

    public static final double NEUTRAL_UTILITY = 1.0;

    @Id
    private String id;

    @Embedded
    private Scope scope;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Kind kind;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Category category;

    private String subject;

    @Column(nullable = false)
    private String content;

    @Column(name = "claim_hash", nullable = false)
    private String claimHash;

    @Embedded
    private Provenance provenance;

    @Embedded
    private Lifetime lifetime;

    @Column(nullable = false)
    private double utility = NEUTRAL_UTILITY;

    @Column(name = "recall_count", nullable = false)
    private int recallCount;

    @Column(name = "reinforce_count", nullable = false)
    private int reinforceCount;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Status status;

    @Column(name = "superseded_by")
    private String supersededBy;

    private byte[] embedding;

    private String conversation;

    private Integer turn;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected MemoryEntry() {}

    public MemoryEntry(
            Scope scope,
            Kind kind,
            Category category,
            String subject,
            String content,
            String claimHash,
            Provenance provenance,
            Lifetime lifetime,
            byte[] embedding,
            Status status) {
        this.id = UUID.randomUUID().toString();
        this.scope = Objects.requireNonNull(scope, "scope");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.category = Objects.requireNonNull(category, "category");
        this.subject = subject;
        this.content = Objects.requireNonNull(content, "content");
        this.claimHash = Objects.requireNonNull(claimHash, "claimHash");
        this.provenance = Objects.requireNonNull(provenance, "provenance");
        this.lifetime = Objects.requireNonNull(lifetime, "lifetime");
        this.embedding = embedding;
        this.status = Objects.requireNonNull(status, "status");
    }

    /** Said as the {@code turn}-th turn (from 1) of a conversation the caller names. */
    public void placeIn(String conversation, int turn) {
        this.conversation = Objects.requireNonNull(conversation, "conversation");
        this.turn = turn;
    }

    /** The same claim again: more evidence that it matters. */
    public void reinforce(double maxUtility) {
        reinforceCount++;
        utility = Math.min(maxUtility, utility + 0.25);
    }

    public void pin(double maxUtility) {
        utility = maxUtility;
    }

    public void unpin() {
        utility = NEUTRAL_UTILITY;
    }

    public void supersededBy(MemoryEntry newer) {
        status = Status.SUPERSEDED;
        supersededBy = newer.id;
    }

    /**
     * A steward approved the proposal: it becomes active, with the approver and the trust an approved claim of its
     * source has.
     */
    public void approve(String steward) {
        if (status != Status.PENDING_APPROVAL) {
            throw new IllegalStateException("Entry " + id + " is " + status + ", not waiting for approval");
        }
        provenance = provenance.approvedBy(steward, Trust.of(provenance.sourceType(), true, kind));
        status = Status.ACTIVE;
    }

    public boolean awaitsApproval() {
        return status == Status.PENDING_APPROVAL;
    }

    /** Its review date passed without a review: unavailable to ordinary recall until reviewed. */
    public void markReviewDue() {
        status = Status.REVIEW_DUE;
    }

    public boolean isActive() {
        return status == Status.ACTIVE;
    }

    /** Usable by ordinary recall at this instant. */
    public boolean recallableAt(Instant now) {
        return isActive() && !lifetime().expiredAt(now) && !lifetime().reviewDueAt(now);
    }

    public String id() {
        return id;
    }

    public Scope scope() {
        return scope;
    }

    public Kind kind() {
        return kind;
    }

    public Category category() {
        return category;
    }

    public Optional<String> subject() {
        return Optional.ofNullable(subject);
    }

    public String content() {
        return content;
    }

    public Optional<String> conversation() {
        return Optional.ofNullable(conversation);
    }

    /** Its place in {@link #conversation()}; null outside a conversation. */
    public Integer turn() {
        return turn;
    }

    public String claimHash() {
        return claimHash;
    }

    public Provenance provenance() {
        return provenance;
    }

    /**
     * JPA loads an embeddable whose columns are all null as null: no expiry and no review. Not assigned back, or
     * merely reading an entry would change it and write it (with a new version) when its transaction commits.
     */
    public Lifetime lifetime() {
        return lifetime == null ? new Lifetime(null, null) : lifetime;
    }

    public double utility() {
        return utility;
    }

    public int recallCount() {
        return recallCount;
    }

    public int reinforceCount() {
        return reinforceCount;
    }

    public Status status() {
        return status;
    }

    public Optional<String> supersededByEntry() {
        return Optional.ofNullable(supersededBy);
    }

    public byte[] embedding() {
        return embedding;
    }
}
