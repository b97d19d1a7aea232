package org.mnemos.refresh.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * The record of one refresh of an artifact version: when, why and from which source, how it ended and,
 * when it SUCCEEDED, the data the version's page is rendered with. Written once, never changed. Kept in
 * table {@code artifact_refresh}; rendering reads it only through the artifact capability's
 * {@code RefreshedData} port.
 */
@Entity
@Table(name = "artifact_refresh")
public class RefreshRecord {

    /** What {@link #content()} holds: a spec's datasets JSON, or a program's rows. */
    public enum ContentKind {
        DATASETS,
        ROWS
    }

    @Id
    private String id;

    @Column(nullable = false, updatable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false, updatable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(nullable = false, updatable = false)
    private int version;

    @Column(name = "data_source_id", nullable = false, updatable = false)
    private String dataSourceId;

    @Column(name = "binding_user", updatable = false)
    private String bindingUser;

    @Column(nullable = false, updatable = false)
    private String trigger;

    @Column(name = "schedule_id", updatable = false)
    private String scheduleId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private RefreshStatus status;

    @Column(name = "started_by", nullable = false, updatable = false)
    private String startedBy;

    @Column(name = "started_at", nullable = false, updatable = false)
    private Instant startedAt;

    @Column(name = "finished_at", nullable = false, updatable = false)
    private Instant finishedAt;

    @Column(name = "duration_ms", nullable = false, updatable = false)
    private long durationMs;

    @Column(name = "row_count", nullable = false, updatable = false)
    private long rowCount;

    @Column(updatable = false)
    private String fingerprint;

    @Column(updatable = false)
    private String profile;

    @Column(updatable = false)
    private String drift;

    @Column(name = "error_code", updatable = false)
    private String errorCode;

    @Column(name = "error_detail", updatable = false)
    private String errorDetail;

    @Column(nullable = false, updatable = false)
    private boolean retryable;

    @Column(name = "llm_calls", nullable = false, updatable = false)
    private int llmCalls;

    @Column(name = "tokens_saved", nullable = false, updatable = false)
    private long tokensSaved;

    @Enumerated(EnumType.STRING)
    @Column(name = "content_kind", updatable = false)
    private ContentKind contentKind;

    @Column(updatable = false)
    private String content;

    @Column(name = "content_bytes", updatable = false)
    private Long contentBytes;

    protected RefreshRecord() {}

    /** Where a refresh started: everything known before the source is read. */
    public record Start(
            String tenant,
            String workspaceId,
            String artifactId,
            int version,
            String dataSourceId,
            String trigger,
            String scheduleId,
            String startedBy,
            Instant startedAt,
            long tokensSaved) {

        /** The same start, recorded for another version (the one a published refresh made). */
        public Start forVersion(int number) {
            return new Start(
                    tenant,
                    workspaceId,
                    artifactId,
                    number,
                    dataSourceId,
                    trigger,
                    scheduleId,
                    startedBy,
                    startedAt,
                    tokensSaved);
        }
    }

    /** How a refresh ended; {@code contentKind} and {@code content} only when it SUCCEEDED. */
    public record End(
            RefreshStatus status,
            Instant finishedAt,
            long rowCount,
            String fingerprint,
            String profile,
            String drift,
            String errorCode,
            String errorDetail,
            boolean retryable,
            ContentKind contentKind,
            String content) {

        /**
         * New data stored for the page.
         *
         * @param drift the compatible differences worth reporting (changed catalogs) as JSON, or null
         */
        public static End succeeded(
                Instant at,
                long rowCount,
                String fingerprint,
                String profile,
                String drift,
                ContentKind kind,
                String content) {
            return new End(
                    RefreshStatus.SUCCEEDED,
                    at,
                    rowCount,
                    fingerprint,
                    profile,
                    drift,
                    null,
                    null,
                    false,
                    kind,
                    content);
        }

        /** New data that no longer fits the artifact: read and profiled, not stored. */
        public static End drifted(Instant at, long rowCount, String fingerprint, String profile, String drift) {
            return new End(
                    RefreshStatus.DRIFTED, at, rowCount, fingerprint, profile, drift, null, null, false, null, null);
        }

        /** No new data: the read failed, or its data is more than a snapshot may hold (then it was profiled). */
        public static End failed(
                Instant at,
                long rowCount,
                String fingerprint,
                String profile,
                String errorCode,
                String errorDetail,
                boolean retryable) {
            return new End(
                    RefreshStatus.FAILED,
                    at,
                    rowCount,
                    fingerprint,
                    profile,
                    null,
                    errorCode,
                    errorDetail,
                    retryable,
                    null,
                    null);
        }
    }

    public RefreshRecord(Start start, End end) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(start.tenant());
        this.workspaceId = Objects.requireNonNull(start.workspaceId());
        this.artifactId = Objects.requireNonNull(start.artifactId());
        this.version = start.version();
        this.dataSourceId = Objects.requireNonNull(start.dataSourceId());
        this.trigger = Objects.requireNonNull(start.trigger());
        this.scheduleId = start.scheduleId();
        this.startedBy = Objects.requireNonNull(start.startedBy());
        this.startedAt = Objects.requireNonNull(start.startedAt());
        this.tokensSaved = start.tokensSaved();
        this.status = Objects.requireNonNull(end.status());
        if ((end.status() == RefreshStatus.SUCCEEDED) != (end.content() != null)) {
            throw new IllegalArgumentException("A snapshot holds data exactly when its refresh succeeded");
        }
        this.finishedAt = end.finishedAt();
        this.durationMs =
                Math.max(0, end.finishedAt().toEpochMilli() - start.startedAt().toEpochMilli());
        this.rowCount = end.rowCount();
        this.fingerprint = end.fingerprint();
        this.profile = end.profile();
        this.drift = end.drift();
        this.errorCode = end.errorCode();
        this.errorDetail = end.errorDetail();
        this.retryable = end.retryable();
        this.contentKind = end.content() == null ? null : Objects.requireNonNull(end.contentKind());
        this.content = end.content();
        this.contentBytes = end.content() == null ? null : (long) end.content().getBytes(StandardCharsets.UTF_8).length;
    }

    public boolean belongsTo(String tenantId, String workspace, String artifact) {
        return tenant.equals(tenantId) && workspaceId.equals(workspace) && artifactId.equals(artifact);
    }

    public String id() {
        return id;
    }

    public String artifactId() {
        return artifactId;
    }

    public int version() {
        return version;
    }

    public String dataSourceId() {
        return dataSourceId;
    }

    public String trigger() {
        return trigger;
    }

    public String scheduleId() {
        return scheduleId;
    }

    public RefreshStatus status() {
        return status;
    }

    public String startedBy() {
        return startedBy;
    }

    public Instant startedAt() {
        return startedAt;
    }

    public Instant finishedAt() {
        return finishedAt;
    }

    public long durationMs() {
        return durationMs;
    }

    public long rowCount() {
        return rowCount;
    }

    public String fingerprint() {
        return fingerprint;
    }

    /** The masked profile of the data read, as JSON; null when the read failed. */
    public String profile() {
        return profile;
    }

    /** The drift JSON: the incompatible columns when DRIFTED, the changed catalogs of a success; else null. */
    public String drift() {
        return drift;
    }

    public String errorCode() {
        return errorCode;
    }

    public String errorDetail() {
        return errorDetail;
    }

    public boolean retryable() {
        return retryable;
    }

    public int llmCalls() {
        return llmCalls;
    }

    public long tokensSaved() {
        return tokensSaved;
    }

    public ContentKind contentKind() {
        return contentKind;
    }

    /** The data the page is rendered with, null unless SUCCEEDED. */
    public String content() {
        return content;
    }

    public Long contentBytes() {
        return contentBytes;
    }
}
