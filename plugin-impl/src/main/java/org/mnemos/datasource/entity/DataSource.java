package org.mnemos.datasource.entity;

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
import org.mnemos.api.connector.SourceType;

/**
 * A registered source: its validated configuration (JSON) and the fingerprint of its last profile. A member's
 * own source (registered below STEWARD, issue 29) is personal: only its registrant and the stewards find it.
 */
@Entity
@Table(name = "data_source")
public class DataSource {

    @Id
    private String id;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(nullable = false)
    private String tenant;

    @Column(nullable = false)
    private String name;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private SourceType type;

    @Column(nullable = false)
    private String config;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(nullable = false, updatable = false)
    private boolean personal;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    private String fingerprint;

    @Column(name = "last_profile")
    private String lastProfile;

    @Column(name = "last_profiled_at")
    private Instant lastProfiledAt;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected DataSource() {}

    public DataSource(
            String tenant,
            String workspaceId,
            String name,
            SourceType type,
            String config,
            String createdBy,
            boolean personal,
            Instant now) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.name = Objects.requireNonNull(name);
        this.type = Objects.requireNonNull(type);
        this.config = Objects.requireNonNull(config);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.personal = personal;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void reconfigure(String newName, SourceType newType, String newConfig, Instant now) {
        this.name = newName;
        this.type = newType;
        this.config = newConfig;
        this.updatedAt = now;
    }

    public void profiled(String profileJson, String newFingerprint, Instant now) {
        this.lastProfile = profileJson;
        this.fingerprint = newFingerprint;
        this.lastProfiledAt = now;
    }

    public String id() {
        return id;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public String tenant() {
        return tenant;
    }

    public String name() {
        return name;
    }

    public SourceType type() {
        return type;
    }

    public String config() {
        return config;
    }

    public String createdBy() {
        return createdBy;
    }

    public boolean personal() {
        return personal;
    }

    /** Whether {@code user} may know of this source at all: a personal one is its registrant's and the stewards'. */
    public boolean visibleTo(String user, boolean steward) {
        return !personal || steward || createdBy.equals(user);
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String fingerprint() {
        return fingerprint;
    }

    public Instant lastProfiledAt() {
        return lastProfiledAt;
    }

    /** The JSON of the last profile, or null before the first profiling. */
    public String lastProfile() {
        return lastProfile;
    }
}
