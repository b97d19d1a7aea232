package org.mnemos.workspace.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** A tenant's workspace. Nothing in it is visible outside its tenant. */
@Entity
@Table(name = "workspace")
public class Workspace {

    @Id
    private String id;

    @Column(nullable = false)
    private String tenant;

    @Column(nullable = false)
    private String name;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Workspace() {}

    public Workspace(String tenant, String name, String createdBy, Instant createdAt) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.name = Objects.requireNonNull(name);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = Objects.requireNonNull(createdAt);
    }

    public String id() {
        return id;
    }

    public String tenant() {
        return tenant;
    }

    public String name() {
        return name;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
