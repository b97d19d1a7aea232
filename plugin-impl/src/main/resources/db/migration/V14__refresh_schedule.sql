-- Recurring refreshes of a published artifact (issue 11, "Schedules"). The webhook's secret is only the
-- name of a credential (mnemos.credentials.<name>), resolved when a webhook is sent; never the secret.
-- since: when the schedule was created or last changed or resumed; a fire before it is not caught up.
-- running_since: set while a run of the schedule is in progress, so that runs never overlap.
CREATE TABLE refresh_schedule (
    id                   VARCHAR(36)   PRIMARY KEY,
    tenant               VARCHAR(100)  NOT NULL,
    workspace_id         VARCHAR(36)   NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id          VARCHAR(36)   NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    cron                 VARCHAR(100)  NOT NULL,
    zone                 VARCHAR(64)   NOT NULL,
    enabled              BOOLEAN       NOT NULL,
    paused_reason        VARCHAR(500),
    publish              BOOLEAN       NOT NULL,
    webhook_url          VARCHAR(2000),
    webhook_secret_ref   VARCHAR(100),
    consecutive_failures INTEGER       NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
    last_fire_at         TIMESTAMPTZ,
    last_refresh_id      VARCHAR(36),
    last_status          VARCHAR(9)    CHECK (last_status IN ('SUCCEEDED', 'DRIFTED', 'FAILED')),
    last_error_code      VARCHAR(60),
    last_webhook         VARCHAR(500),
    running_since        TIMESTAMPTZ,
    since                TIMESTAMPTZ   NOT NULL,
    created_by           VARCHAR(200)  NOT NULL,
    created_at           TIMESTAMPTZ   NOT NULL,
    row_version          BIGINT        NOT NULL DEFAULT 0,
    CHECK ((webhook_url IS NULL) = (webhook_secret_ref IS NULL))
);
CREATE INDEX refresh_schedule_artifact ON refresh_schedule (artifact_id);
CREATE INDEX refresh_schedule_enabled ON refresh_schedule (enabled) WHERE enabled;
