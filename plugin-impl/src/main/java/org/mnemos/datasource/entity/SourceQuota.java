package org.mnemos.datasource.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Objects;

/** How many data sources, and how many bytes of uploaded files, an administrator allows one workspace. */
@Entity
@Table(name = "source_quota")
public class SourceQuota {

    @Id
    @Column(name = "workspace_id")
    private String workspaceId;

    @Column(nullable = false, updatable = false)
    private String tenant;

    @Column(name = "max_sources", nullable = false)
    private int maxSources;

    @Column(name = "max_bytes", nullable = false)
    private long maxBytes;

    @Column(name = "updated_by", nullable = false)
    private String updatedBy;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected SourceQuota() {}

    public SourceQuota(String tenant, String workspaceId) {
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
    }

    public void set(int sources, long bytes, String user, Instant now) {
        if (sources < 0 || bytes < 0) {
            throw new IllegalArgumentException("quotas are not negative");
        }
        this.maxSources = sources;
        this.maxBytes = bytes;
        this.updatedBy = Objects.requireNonNull(user);
        this.updatedAt = now;
    }

    public int maxSources() {
        return maxSources;
    }

    public long maxBytes() {
        return maxBytes;
    }

    public String updatedBy() {
        return updatedBy;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
