package org.mnemos.sharing.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * A read-only link to one published artifact. It opens while it is neither expired nor revoked; a revoked link
 * stays revoked (its row is kept, so its key can never open anything again). It holds the hash of its key,
 * never the key.
 */
@Entity
@Table(name = "share_link")
public class ShareLink {

    @Id
    private String id;

    @Column(nullable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false)
    private String artifactId;

    @Column(name = "key_hash", nullable = false)
    private String keyHash;

    @Column(name = "pinned_version")
    private Integer pinnedVersion;

    @Column(name = "fixed_filters", nullable = false)
    private String fixedFilters;

    @Column(name = "embed_origins")
    private String embedOrigins;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    @Column(name = "last_used_at")
    private Instant lastUsedAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    @Column(name = "revoked_by")
    private String revokedBy;

    protected ShareLink() {}

    /**
     * @param pinnedVersion the version it always shows, or null for the latest published one at each opening
     * @param embedOrigins  the sites that may frame its page; empty: any site
     */
    public ShareLink(
            String tenant,
            String workspaceId,
            String artifactId,
            LinkKey key,
            Integer pinnedVersion,
            FixedFilters filters,
            List<String> embedOrigins,
            String createdBy,
            Instant now,
            Instant expiresAt) {
        if (!expiresAt.isAfter(now)) {
            throw new IllegalArgumentException("a share link expires after it is made");
        }
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.artifactId = Objects.requireNonNull(artifactId);
        this.keyHash = key.hash();
        this.pinnedVersion = pinnedVersion;
        this.fixedFilters = filters.json();
        this.embedOrigins = embedOrigins.isEmpty() ? null : String.join(" ", embedOrigins);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
        this.expiresAt = expiresAt;
    }

    /** Whether the link opens its page at {@code now}: not revoked and not yet expired. */
    public boolean opensAt(Instant now) {
        return revokedAt == null && now.isBefore(expiresAt);
    }

    public void revoke(String user, Instant now) {
        if (revokedAt == null) {
            this.revokedAt = now;
            this.revokedBy = Objects.requireNonNull(user);
        }
    }

    public void openedAt(Instant now) {
        this.lastUsedAt = now;
    }

    public boolean belongsTo(String tenantId, String workspace, String artifact) {
        return tenant.equals(tenantId) && workspaceId.equals(workspace) && artifactId.equals(artifact);
    }

    /** Whether key is this link's, compared in constant time. */
    public boolean isOpenedBy(LinkKey key) {
        return key.matches(keyHash);
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

    public Optional<Integer> pinnedVersion() {
        return Optional.ofNullable(pinnedVersion);
    }

    public FixedFilters fixedFilters() {
        return FixedFilters.parsed(fixedFilters);
    }

    /** The origins that may frame the link's page; empty: any site. */
    public List<String> embedOrigins() {
        return embedOrigins == null ? List.of() : Arrays.asList(embedOrigins.split(" "));
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Instant lastUsedAt() {
        return lastUsedAt;
    }

    public Instant revokedAt() {
        return revokedAt;
    }

    public String revokedBy() {
        return revokedBy;
    }
}
