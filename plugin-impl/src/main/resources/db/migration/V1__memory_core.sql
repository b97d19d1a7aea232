-- Memory core schema. Owned by Flyway: never edit an applied migration, add a new one.

CREATE TABLE workspace (
    id          VARCHAR(36)  PRIMARY KEY,
    tenant      VARCHAR(100) NOT NULL,
    name        VARCHAR(200) NOT NULL,
    created_by  VARCHAR(200) NOT NULL,
    created_at  TIMESTAMPTZ  NOT NULL
);
CREATE INDEX workspace_tenant_idx ON workspace (tenant);

CREATE TABLE workspace_member (
    workspace_id VARCHAR(36)  NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    user_id      VARCHAR(200) NOT NULL,
    role         VARCHAR(16)  NOT NULL CHECK (role IN ('OWNER', 'STEWARD', 'VIEWER')),
    PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX workspace_member_user_idx ON workspace_member (user_id);

-- One table family for the three stores, told apart by kind. Forgetting deletes the row;
-- the audit log keeps a tombstone without content.
CREATE TABLE memory_entry (
    id              VARCHAR(36)      PRIMARY KEY,
    workspace_id    VARCHAR(36)      NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    tenant          VARCHAR(100)     NOT NULL,
    run_id          VARCHAR(200),
    author          VARCHAR(200)     NOT NULL,
    kind            VARCHAR(16)      NOT NULL CHECK (kind IN ('SCRATCH', 'EPISODIC', 'DURABLE', 'SEMANTIC')),
    category        VARCHAR(24)      NOT NULL,
    subject         VARCHAR(200),
    content         TEXT             NOT NULL,
    claim_hash      CHAR(64)         NOT NULL,
    source_type     VARCHAR(24)      NOT NULL,
    citation        TEXT,
    confidence      DOUBLE PRECISION NOT NULL CHECK (confidence BETWEEN 0 AND 1),
    trust           VARCHAR(8)       NOT NULL,
    approved_by     VARCHAR(200),
    observed_at     TIMESTAMPTZ,
    recorded_at     TIMESTAMPTZ      NOT NULL,
    expires_at      TIMESTAMPTZ,
    review_at       TIMESTAMPTZ,
    utility         DOUBLE PRECISION NOT NULL DEFAULT 1,
    recall_count    INTEGER          NOT NULL DEFAULT 0,
    reinforce_count INTEGER          NOT NULL DEFAULT 0,
    status          VARCHAR(16)      NOT NULL CHECK (status IN ('ACTIVE', 'SUPERSEDED', 'QUARANTINED', 'REVIEW_DUE')),
    superseded_by   VARCHAR(36),
    embedding       BYTEA,
    row_version     BIGINT           NOT NULL DEFAULT 0
);
CREATE INDEX memory_entry_scope_idx ON memory_entry (workspace_id, status, kind, category);
CREATE INDEX memory_entry_claim_idx ON memory_entry (workspace_id, claim_hash);
CREATE INDEX memory_entry_subject_idx ON memory_entry (workspace_id, subject) WHERE subject IS NOT NULL;
CREATE INDEX memory_entry_run_idx ON memory_entry (workspace_id, run_id) WHERE run_id IS NOT NULL;
CREATE INDEX memory_entry_recorded_idx ON memory_entry (workspace_id, recorded_at DESC);

-- Which episodic entries a consolidated entry was built from (ids only: the sources are gone).
CREATE TABLE memory_source_link (
    entry_id        VARCHAR(36) NOT NULL REFERENCES memory_entry (id) ON DELETE CASCADE,
    source_entry_id VARCHAR(36) NOT NULL,
    PRIMARY KEY (entry_id, source_entry_id)
);

CREATE SEQUENCE audit_event_seq INCREMENT BY 50;
CREATE TABLE audit_event (
    id           BIGINT       PRIMARY KEY,
    tenant       VARCHAR(100) NOT NULL,
    workspace_id VARCHAR(36),
    actor        VARCHAR(200) NOT NULL,
    action       VARCHAR(40)  NOT NULL,
    entry_id     VARCHAR(36),
    category     VARCHAR(24),
    reason       VARCHAR(500),
    detail       TEXT,
    occurred_at  TIMESTAMPTZ  NOT NULL
);
CREATE INDEX audit_event_workspace_idx ON audit_event (workspace_id, occurred_at DESC);
