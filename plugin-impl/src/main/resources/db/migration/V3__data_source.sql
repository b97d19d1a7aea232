-- Registered data sources of a workspace. The config holds credential NAMES only, never secrets.
CREATE TABLE data_source (
    id               VARCHAR(36)  PRIMARY KEY,
    workspace_id     VARCHAR(36)  NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    tenant           VARCHAR(100) NOT NULL,
    name             VARCHAR(200) NOT NULL,
    type             VARCHAR(8)   NOT NULL CHECK (type IN ('CSV', 'SQL', 'REST', 'MCP')),
    config           TEXT         NOT NULL,
    created_by       VARCHAR(200) NOT NULL,
    created_at       TIMESTAMPTZ  NOT NULL,
    updated_at       TIMESTAMPTZ  NOT NULL,
    fingerprint      CHAR(64),
    last_profile     TEXT,
    last_profiled_at TIMESTAMPTZ,
    row_version      BIGINT       NOT NULL DEFAULT 0,
    UNIQUE (workspace_id, name)
);
