package org.mnemos.notify.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** One change of an alert's state, with the values that crossed and how its notices went; kept as history. */
@Entity
@Table(name = "kpi_alert_event")
public class AlertEvent {

    /** The longest delivery note kept (the columns' size). */
    static final int MAX_NOTE = 1000;

    @Id
    private String id;

    @Column(name = "alert_id", nullable = false, updatable = false)
    private String alertId;

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
    private AlertState state;

    @Column(updatable = false)
    private BigDecimal value;

    @Column(name = "previous_value", updatable = false)
    private BigDecimal previousValue;

    @Column(name = "refresh_id", nullable = false, updatable = false)
    private String refreshId;

    @Column(name = "occurred_at", nullable = false, updatable = false)
    private Instant occurredAt;

    @Column
    private String mail;

    @Column
    private String webhook;

    protected AlertEvent() {}

    public AlertEvent(
            KpiAlert alert, AlertState state, BigDecimal value, BigDecimal previous, String refreshId, Instant at) {
        this.id = UUID.randomUUID().toString();
        this.alertId = alert.id();
        this.tenant = alert.tenant();
        this.workspaceId = alert.workspaceId();
        this.artifactId = alert.artifactId();
        this.kpiId = alert.rule().kpiId();
        this.state = Objects.requireNonNull(state);
        this.value = value;
        this.previousValue = previous;
        this.refreshId = Objects.requireNonNull(refreshId);
        this.occurredAt = at;
    }

    /** How the notices went, in plain words (null when that channel is not configured). */
    public void notified(String mailNote, String webhookNote) {
        this.mail = cut(mailNote);
        this.webhook = cut(webhookNote);
    }

    private static String cut(String note) {
        return note == null || note.length() <= MAX_NOTE ? note : note.substring(0, MAX_NOTE);
    }

    public String id() {
        return id;
    }

    public String alertId() {
        return alertId;
    }

    public String artifactId() {
        return artifactId;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public String kpiId() {
        return kpiId;
    }

    public AlertState state() {
        return state;
    }

    public BigDecimal value() {
        return value;
    }

    public BigDecimal previousValue() {
        return previousValue;
    }

    public String refreshId() {
        return refreshId;
    }

    public Instant occurredAt() {
        return occurredAt;
    }

    public String mail() {
        return mail;
    }

    public String webhook() {
        return webhook;
    }
}
