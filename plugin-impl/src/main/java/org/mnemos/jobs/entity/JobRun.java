package org.mnemos.jobs.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.UUID;

/** One run of a maintenance job; metrics, dry-run candidates and skipped entries are JSON. */
@Entity
@Table(name = "job_run")
public class JobRun {

    /** Who requested the runs the scheduler starts. */
    public static final String SCHEDULER = "system:scheduler";

    @Id
    private String id;

    @Column(nullable = false)
    private String tenant;

    @Column(nullable = false)
    private String job;

    @Column(name = "workspace_id")
    private String workspaceId;

    @Column(name = "dry_run", nullable = false)
    private boolean dryRun;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private RunStatus status;

    @Column(name = "requested_by", nullable = false)
    private String requestedBy;

    @Column(name = "execution_id")
    private Long executionId;

    @Column(name = "started_at", nullable = false)
    private Instant startedAt;

    @Column(name = "ended_at")
    private Instant endedAt;

    @Column(nullable = false)
    private String metrics = "{}";

    @Column(nullable = false)
    private String candidates = "[]";

    @Column(nullable = false)
    private String skips = "[]";

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected JobRun() {}

    public JobRun(String tenant, String job, String workspaceId, boolean dryRun, String requestedBy, Instant now) {
        this.id = UUID.randomUUID().toString();
        this.tenant = tenant;
        this.job = job;
        this.workspaceId = workspaceId;
        this.dryRun = dryRun;
        this.requestedBy = requestedBy;
        this.status = RunStatus.STARTING;
        this.startedAt = now;
    }

    public void started(long execution) {
        this.executionId = execution;
        this.status = RunStatus.STARTED;
    }

    public void ended(RunStatus finalStatus, String metricsJson, String candidatesJson, Instant now) {
        this.status = finalStatus;
        this.metrics = metricsJson;
        this.candidates = candidatesJson;
        this.endedAt = now;
    }

    /** The run's metrics and skipped entries after an entry was skipped. */
    public void skipped(String metricsJson, String skipsJson) {
        this.metrics = metricsJson;
        this.skips = skipsJson;
    }

    public String id() {
        return id;
    }

    public String tenant() {
        return tenant;
    }

    public String job() {
        return job;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public boolean dryRun() {
        return dryRun;
    }

    public RunStatus status() {
        return status;
    }

    public Long executionId() {
        return executionId;
    }

    public Instant startedAt() {
        return startedAt;
    }

    public Instant endedAt() {
        return endedAt;
    }

    public String metrics() {
        return metrics;
    }

    public String candidates() {
        return candidates;
    }

    public String skips() {
        return skips;
    }

    public String requestedBy() {
        return requestedBy;
    }

    public Trigger trigger() {
        return SCHEDULER.equals(requestedBy) ? Trigger.SCHEDULE : Trigger.MANUAL;
    }
}
