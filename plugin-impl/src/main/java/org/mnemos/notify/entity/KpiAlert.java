package org.mnemos.notify.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A threshold alert on one KPI of a spec dashboard, notifying by mail, by a signed webhook, or both. It keeps
 * its state and the value the last refresh gave, which is all a later refresh needs to decide whether the state
 * changed (and the change percentage is measured against).
 */
@Entity
@Table(name = "kpi_alert")
public class KpiAlert {

    @Id
    private String id;

    @Column(nullable = false, updatable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false, updatable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(name = "kpi_id", nullable = false, updatable = false)
    private String kpiId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private AlertCondition condition;

    @Column(updatable = false)
    private BigDecimal threshold;

    @Column(updatable = false)
    private String colour;

    /** The addresses as a JSON array. */
    @Column(nullable = false, updatable = false)
    private String recipients;

    @Column(name = "webhook_url", updatable = false)
    private String webhookUrl;

    @Column(name = "webhook_secret_ref", updatable = false)
    private String webhookSecretRef;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private AlertState state;

    @Column(name = "last_value")
    private BigDecimal lastValue;

    @Column(name = "last_refresh_id")
    private String lastRefreshId;

    @Column(name = "created_by", nullable = false, updatable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected KpiAlert() {}

    public KpiAlert(
            String tenant,
            String workspaceId,
            String artifactId,
            AlertRule rule,
            AlertTargets targets,
            String createdBy,
            Instant now) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.artifactId = Objects.requireNonNull(artifactId);
        this.kpiId = Objects.requireNonNull(rule.kpiId());
        this.condition = Objects.requireNonNull(rule.condition());
        this.threshold = rule.threshold();
        this.colour = rule.colour();
        this.recipients = Objects.requireNonNull(targets.recipientsJson());
        this.webhookUrl = targets.webhookUrl();
        this.webhookSecretRef = targets.webhookSecretRef();
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
        this.state = AlertState.RESOLVED;
    }

    /** After a refresh: the new state and the value it saw, which the next refresh compares with. */
    public void observed(AlertState now, BigDecimal value, String refreshId) {
        this.state = Objects.requireNonNull(now);
        this.lastValue = value;
        this.lastRefreshId = Objects.requireNonNull(refreshId);
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

    public AlertRule rule() {
        return new AlertRule(kpiId, condition, threshold, colour);
    }

    public AlertTargets targets() {
        return new AlertTargets(recipients, webhookUrl, webhookSecretRef);
    }

    public AlertState state() {
        return state;
    }

    public BigDecimal lastValue() {
        return lastValue;
    }

    /** The refresh it was last evaluated after, null before the first. */
    public String lastRefreshId() {
        return lastRefreshId;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
