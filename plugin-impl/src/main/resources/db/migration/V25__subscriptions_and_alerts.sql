-- Issue 30. Dashboard subscriptions: a mail of a published dashboard on a cron or after every refresh, to
-- addresses (personal data, never exported). Every mail carries a new random unsubscribe token for its
-- recipient, kept as its SHA-256 only; each stays valid until the recipient is removed.
CREATE TABLE dashboard_subscription (
    id              VARCHAR(36)   PRIMARY KEY,
    tenant          VARCHAR(100)  NOT NULL,
    workspace_id    VARCHAR(36)   NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id     VARCHAR(36)   NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    created_by      VARCHAR(200)  NOT NULL,
    created_at      TIMESTAMPTZ   NOT NULL,
    cron            VARCHAR(100),
    zone            VARCHAR(64),
    after_refresh   BOOLEAN       NOT NULL,
    filters         TEXT,
    link_base       VARCHAR(2000) NOT NULL,
    since           TIMESTAMPTZ   NOT NULL,
    delivery_status VARCHAR(16)   NOT NULL CHECK (delivery_status IN ('PENDING', 'SENT', 'FAILED')),
    attempts        INTEGER       NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_attempt_at TIMESTAMPTZ,
    last_sent_at    TIMESTAMPTZ,
    last_error      VARCHAR(1000),
    row_version     BIGINT        NOT NULL DEFAULT 0,
    CHECK (after_refresh OR (cron IS NOT NULL AND zone IS NOT NULL))
);
CREATE INDEX dashboard_subscription_artifact ON dashboard_subscription (artifact_id);

CREATE TABLE subscription_recipient (
    id                VARCHAR(36)  PRIMARY KEY,
    subscription_id   VARCHAR(36)  NOT NULL REFERENCES dashboard_subscription (id) ON DELETE CASCADE,
    address           VARCHAR(320) NOT NULL,
    UNIQUE (subscription_id, address)
);

CREATE TABLE unsubscribe_token (
    hash         VARCHAR(64) PRIMARY KEY,
    recipient_id VARCHAR(36) NOT NULL REFERENCES subscription_recipient (id) ON DELETE CASCADE,
    issued_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX unsubscribe_token_recipient ON unsubscribe_token (recipient_id);

-- Threshold alerts on a spec's KPI, evaluated after each refresh; state and the value last seen decide when
-- the state changes (only then is anyone notified).
CREATE TABLE kpi_alert (
    id                 VARCHAR(36)   PRIMARY KEY,
    tenant             VARCHAR(100)  NOT NULL,
    workspace_id       VARCHAR(36)   NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id        VARCHAR(36)   NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    kpi_id             VARCHAR(100)  NOT NULL,
    condition          VARCHAR(16)   NOT NULL CHECK (condition IN ('ABOVE', 'BELOW', 'CHANGE_PERCENT', 'SPEC_BAND')),
    threshold          NUMERIC,
    colour             VARCHAR(64),
    recipients         TEXT          NOT NULL,
    webhook_url        VARCHAR(2000),
    webhook_secret_ref VARCHAR(100),
    state              VARCHAR(16)   NOT NULL CHECK (state IN ('FIRING', 'RESOLVED')),
    last_value         NUMERIC,
    last_refresh_id    VARCHAR(36),
    created_by         VARCHAR(200)  NOT NULL,
    created_at         TIMESTAMPTZ   NOT NULL,
    row_version        BIGINT        NOT NULL DEFAULT 0
);
CREATE INDEX kpi_alert_artifact ON kpi_alert (artifact_id);

-- The history of state changes per dashboard; kept when its alert is removed.
CREATE TABLE kpi_alert_event (
    id             VARCHAR(36)   PRIMARY KEY,
    alert_id       VARCHAR(36)   NOT NULL,
    tenant         VARCHAR(100)  NOT NULL,
    workspace_id   VARCHAR(36)   NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id    VARCHAR(36)   NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    kpi_id         VARCHAR(100)  NOT NULL,
    state          VARCHAR(16)   NOT NULL CHECK (state IN ('FIRING', 'RESOLVED')),
    value          NUMERIC,
    previous_value NUMERIC,
    refresh_id     VARCHAR(36)   NOT NULL,
    occurred_at    TIMESTAMPTZ   NOT NULL,
    mail           VARCHAR(1000),
    webhook        VARCHAR(1000)
);
CREATE INDEX kpi_alert_event_artifact ON kpi_alert_event (artifact_id, occurred_at DESC);
