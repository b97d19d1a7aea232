-- Runs of the maintenance jobs (scratch expiry, intelligent decay): what was asked, what happened.
CREATE TABLE job_run (
    id            VARCHAR(36)  PRIMARY KEY,
    tenant        VARCHAR(100) NOT NULL,
    job           VARCHAR(40)  NOT NULL,
    workspace_id  VARCHAR(36),
    dry_run       BOOLEAN      NOT NULL,
    status        VARCHAR(16)  NOT NULL,
    requested_by  VARCHAR(200) NOT NULL,
    execution_id  BIGINT,
    started_at    TIMESTAMPTZ  NOT NULL,
    ended_at      TIMESTAMPTZ,
    metrics       TEXT         NOT NULL DEFAULT '{}',
    candidates    TEXT         NOT NULL DEFAULT '[]',
    row_version   BIGINT       NOT NULL DEFAULT 0
);
CREATE INDEX job_run_job_idx ON job_run (tenant, job, started_at DESC);
