package org.mnemos.refresh.entity;

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

/**
 * A recurring refresh of one published artifact, run on behalf of the user who created it. It counts the
 * runs that did not refresh in a row, failed or drifted alike (neither showed new data, and neither mends
 * itself by waiting), and pauses itself, saying why, when they reach the limit; a successful run starts the
 * count again. {@code since} moves whenever the schedule changes or resumes, so a fire from before is never
 * caught up.
 */
@Entity
@Table(name = "refresh_schedule")
public class RefreshSchedule {

    @Id
    private String id;

    @Column(nullable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(name = "artifact_id", nullable = false)
    private String artifactId;

    @Column(nullable = false)
    private String cron;

    @Column(nullable = false)
    private String zone;

    @Column(nullable = false)
    private boolean enabled;

    @Column(name = "paused_reason")
    private String pausedReason;

    @Column(nullable = false)
    private boolean publish;

    @Column(name = "webhook_url")
    private String webhookUrl;

    @Column(name = "webhook_secret_ref")
    private String webhookSecretRef;

    @Column(name = "consecutive_failures", nullable = false)
    private int consecutiveFailures;

    @Column(name = "last_fire_at")
    private Instant lastFireAt;

    @Column(name = "last_refresh_id")
    private String lastRefreshId;

    @Enumerated(EnumType.STRING)
    @Column(name = "last_status")
    private RefreshStatus lastStatus;

    @Column(name = "last_error_code")
    private String lastErrorCode;

    @Column(name = "last_webhook")
    private String lastWebhook;

    @Column(nullable = false)
    private Instant since;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected RefreshSchedule() {}

    public RefreshSchedule(
            String tenant,
            String workspaceId,
            String artifactId,
            ScheduleSettings settings,
            String createdBy,
            Instant now) {
        this.id = UUID.randomUUID().toString();
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.artifactId = Objects.requireNonNull(artifactId);
        this.createdBy = Objects.requireNonNull(createdBy);
        this.createdAt = now;
        this.enabled = true;
        change(settings, now);
    }

    public void change(ScheduleSettings settings, Instant now) {
        this.cron = Objects.requireNonNull(settings.cron());
        this.zone = Objects.requireNonNull(settings.zone());
        this.publish = settings.publish();
        this.webhookUrl = settings.webhookUrl();
        this.webhookSecretRef = settings.notifies() ? Objects.requireNonNull(settings.webhookSecretRef()) : null;
        this.since = now;
    }

    public void pause(String reason) {
        this.enabled = false;
        this.pausedReason = Objects.requireNonNull(reason);
    }

    /** Runs again from the next fire on, with a clean count: a resume is the owner's word that it is mended. */
    public void resume(Instant now) {
        this.enabled = true;
        this.pausedReason = null;
        this.consecutiveFailures = 0;
        this.since = now;
    }

    /**
     * Records a run's outcome and pauses after {@code maxFailures} runs in a row that did not refresh.
     *
     * @return whether this run paused the schedule
     */
    public boolean record(Instant fire, String refreshId, RefreshStatus status, String errorCode, int maxFailures) {
        this.lastFireAt = fire;
        this.lastRefreshId = refreshId;
        this.lastStatus = status;
        this.lastErrorCode = errorCode;
        if (status == RefreshStatus.SUCCEEDED) {
            consecutiveFailures = 0;
            return false;
        }
        consecutiveFailures++;
        if (!enabled || consecutiveFailures < maxFailures) {
            return false;
        }
        pause("Paused after " + consecutiveFailures + " refreshes in a row that did not refresh the data; the last "
                + (status == RefreshStatus.DRIFTED
                        ? "found schema drift: regenerate the artifact"
                        : "failed with " + errorCode)
                + ", then resume the schedule.");
        return true;
    }

    public void recordWebhook(String delivery) {
        this.lastWebhook = delivery.length() > 500 ? delivery.substring(0, 500) : delivery;
    }

    public ScheduleSettings settings() {
        return new ScheduleSettings(cron, zone, publish, webhookUrl, webhookSecretRef);
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

    public boolean enabled() {
        return enabled;
    }

    public String pausedReason() {
        return pausedReason;
    }

    public int consecutiveFailures() {
        return consecutiveFailures;
    }

    public Instant lastFireAt() {
        return lastFireAt;
    }

    public String lastRefreshId() {
        return lastRefreshId;
    }

    public RefreshStatus lastStatus() {
        return lastStatus;
    }

    public String lastErrorCode() {
        return lastErrorCode;
    }

    public String lastWebhook() {
        return lastWebhook;
    }

    public Instant since() {
        return since;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
