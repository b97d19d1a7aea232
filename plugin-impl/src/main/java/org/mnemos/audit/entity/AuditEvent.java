package org.mnemos.audit.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;

/** One audited action. {@code detail} holds structured facts (kinds, counts), never content. */
@Entity
@Table(name = "audit_event")
public class AuditEvent {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "audit_event_seq")
    @SequenceGenerator(name = "audit_event_seq", sequenceName = "audit_event_seq", allocationSize = 50)
    private Long id;

    @Column(nullable = false)
    private String tenant;

    @Column(name = "workspace_id")
    private String workspaceId;

    @Column(nullable = false)
    private String actor;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private AuditAction action;

    @Column(name = "entry_id")
    private String entryId;

    private String category;

    private String reason;

    private String detail;

    @Column(name = "occurred_at", nullable = false)
    private Instant occurredAt;

    protected AuditEvent() {}

    public AuditEvent(
            String tenant,
            String workspaceId,
            String actor,
            AuditAction action,
            String entryId,
            String category,
            String reason,
            String detail,
            Instant occurredAt) {
        this.tenant = tenant;
        this.workspaceId = workspaceId;
        this.actor = actor;
        this.action = action;
        this.entryId = entryId;
        this.category = category;
        this.reason = reason;
        this.detail = detail;
        this.occurredAt = occurredAt;
    }

    public Long id() {
        return id;
    }

    public String actor() {
        return actor;
    }

    public AuditAction action() {
        return action;
    }

    public String entryId() {
        return entryId;
    }

    public String category() {
        return category;
    }

    public String reason() {
        return reason;
    }

    public String detail() {
        return detail;
    }

    public Instant occurredAt() {
        return occurredAt;
    }
}
