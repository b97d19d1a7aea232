package org.mnemos.notify.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A published dashboard mailed to its recipients on a cron, after every refresh, or both. It records how its
 * last delivery went (attempts, the last error in plain words) so that whoever manages it sees a failure;
 * whether a cron run is in progress lives in the row, so several instances never send one fire twice.
 */
@Entity
@Table(name = "dashboard_subscription")
public class Subscription {

    /** The longest error kept (the column's size). */
    static final int MAX_ERROR = 1000;

    @Id
    private String id;

    @Column(nullable = false, updatable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false, updatable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(name = "created_by", nullable = false, updatable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(updatable = false)
    private String cron;

    @Column(updatable = false)
    private String zone;

    @Column(name = "after_refresh", nullable = false, updatable = false)
    private boolean afterRefresh;

    @Column(updatable = false)
    private String filters;

    @Column(name = "link_base", nullable = false, updatable = false)
    private String linkBase;

    @Column(nullable = false, updatable = false)
    private Instant since;

    @Enumerated(EnumType.STRING)
    @Column(name = "delivery_status", nullable = false)
    private DeliveryStatus deliveryStatus;

    @Column(nullable = false)
    private int attempts;

    @Column(name = "last_attempt_at")
    private Instant lastAttemptAt;

    @Column(name = "last_sent_at")
    private Instant lastSentAt;

    @Column(name = "last_error")
    private String lastError;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected Subscription() {}

    /**
     * @param filters the viewer-filter values as JSON, or null for the dashboard as published
     * @param linkBase the API's root its mails link to ({@code …/api})
     */
    public Subscription(
            String tenant,
            String workspaceId,
            String artifactId,
            SubscriptionTiming timing,
            String filters,
            String linkBase,
            String createdBy,
            Instant now) {
        if (!timing.afterRefresh() && timing.cron() == null) {
            throw new IllegalArgumentException("A subscription needs a cron or afterRefresh");
        }
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.artifactId = Objects.requireNonNull(artifactId);
        this.cron = timing.cron();
        this.zone = timing.cron() == null ? null : Objects.requireNonNull(timing.zone());
        this.afterRefresh = timing.afterRefresh();
        this.filters = filters;
        this.linkBase = Objects.requireNonNull(linkBase);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
        this.since = now;
        this.deliveryStatus = DeliveryStatus.PENDING;
    }

    /** Records a delivery: {@code error} null when every recipient got the mail. */
    public void delivered(Instant at, int attemptsMade, String error) {
        this.attempts = attemptsMade;
        this.lastAttemptAt = at;
        if (error == null) {
            this.deliveryStatus = DeliveryStatus.SENT;
            this.lastSentAt = at;
            this.lastError = null;
        } else {
            this.deliveryStatus = DeliveryStatus.FAILED;
            this.lastError = error.length() > MAX_ERROR ? error.substring(0, MAX_ERROR) : error;
        }
    }

    public boolean belongsTo(String tenantId, String workspace, String artifact) {
        return tenant.equals(tenantId) && workspaceId.equals(workspace) && artifactId.equals(artifact);
    }

    public String id() {
        return id;
    }

    public String tenant() {
        return tenant;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public String artifactId() {
        return artifactId;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public SubscriptionTiming timing() {
        return new SubscriptionTiming(cron, zone, afterRefresh);
    }

    public String filters() {
        return filters;
    }

    public String linkBase() {
        return linkBase;
    }

    public Instant since() {
        return since;
    }

    public DeliveryStatus deliveryStatus() {
        return deliveryStatus;
    }

    public int attempts() {
        return attempts;
    }

    public Instant lastAttemptAt() {
        return lastAttemptAt;
    }

    public Instant lastSentAt() {
        return lastSentAt;
    }

    public String lastError() {
        return lastError;
    }
}
