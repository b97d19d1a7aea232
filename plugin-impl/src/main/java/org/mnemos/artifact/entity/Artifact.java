package org.mnemos.artifact.entity;

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
import org.mnemos.dashboard.entity.ArtifactForm;

/**
 * A dashboard of a workspace, made from one data source. It counts its published versions
 * ({@code head}, 0 before the first publish) and hands out the next number only to a publish whose
 * draft is based on the head: that compare-and-set is what turns "someone published in between" into
 * a conflict instead of a silently lost version. The row version makes two concurrent publishes of the
 * same head collide at commit as well.
 */
@Entity
@Table(name = "artifact")
public class Artifact {

    @Id
    private String id;

    @Column(nullable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(nullable = false)
    private String name;

    @Column(name = "data_source_id", nullable = false)
    private String dataSourceId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private ArtifactForm form;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(nullable = false)
    private int head;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected Artifact() {}

    public Artifact(
            String tenant,
            String workspaceId,
            String name,
            String dataSourceId,
            ArtifactForm form,
            String createdBy,
            Instant now) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.name = Objects.requireNonNull(name);
        this.dataSourceId = Objects.requireNonNull(dataSourceId);
        this.form = Objects.requireNonNull(form);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
    }

    /** The number of the version a draft based on {@code base} publishes, or {@link StaleDraft}. */
    public int publishOn(int base) {
        if (base != head) {
            throw new StaleDraft(base, head);
        }
        return ++head;
    }

    /** The number of a revert, which never rewrites history: it is always a new head. */
    public int revertTo(int number) {
        if (number < 1 || number > head) {
            throw new IllegalArgumentException("There is no version " + number + " to revert to.");
        }
        return ++head;
    }

    public boolean belongsTo(String tenantId, String workspace) {
        return tenant.equals(tenantId) && workspaceId.equals(workspace);
    }

    public String id() {
        return id;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public String name() {
        return name;
    }

    public String dataSourceId() {
        return dataSourceId;
    }

    public ArtifactForm form() {
        return form;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public int head() {
        return head;
    }
}
