package org.mnemos.refresh.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A member's own data source bound to a published artifact: what their view of it reads instead of the shared
 * data, and the profile of that source the compatibility check last accepted. One per member and artifact.
 */
@Entity
@Table(name = "viewer_binding")
public class ViewerBinding {

    @Id
    private String id;

    @Column(nullable = false, updatable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false, updatable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(name = "user_id", nullable = false, updatable = false)
    private String userId;

    @Column(name = "data_source_id", nullable = false)
    private String dataSourceId;

    @Column(nullable = false)
    private String profile;

    @Column(name = "row_count", nullable = false)
    private long rowCount;

    private String fingerprint;

    @Column(name = "bound_at", nullable = false)
    private Instant boundAt;

    @Column(name = "checked_at", nullable = false)
    private Instant checkedAt;

    protected ViewerBinding() {}

    public ViewerBinding(String tenant, String workspaceId, String artifactId, String userId) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.artifactId = Objects.requireNonNull(artifactId);
        this.userId = Objects.requireNonNull(userId);
    }

    /** Points the binding at {@code source}, whose data as profiled now was found compatible. */
    public void bind(String source, String profileJson, long rows, String newFingerprint, Instant now) {
        if (!source.equals(dataSourceId)) {
            boundAt = now;
        }
        dataSourceId = source;
        profile = profileJson;
        rowCount = rows;
        fingerprint = newFingerprint;
        checkedAt = now;
    }

    public String id() {
        return id;
    }

    public String artifactId() {
        return artifactId;
    }

    public String userId() {
        return userId;
    }

    public String dataSourceId() {
        return dataSourceId;
    }

    public String profile() {
        return profile;
    }

    public long rowCount() {
        return rowCount;
    }

    public String fingerprint() {
        return fingerprint;
    }

    public Instant boundAt() {
        return boundAt;
    }

    public Instant checkedAt() {
        return checkedAt;
    }
}
