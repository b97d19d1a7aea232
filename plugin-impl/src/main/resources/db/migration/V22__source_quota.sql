-- Issue 29. A member's own source (registered below STEWARD) is personal: only its registrant and the
-- workspace's stewards find it. Sources registered before are personal when their registrant is no steward.
ALTER TABLE data_source ADD COLUMN personal BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE data_source d SET personal = TRUE
 WHERE NOT EXISTS (SELECT 1 FROM workspace_member m
                    WHERE m.workspace_id = d.workspace_id AND m.user_id = d.created_by
                      AND m.role IN ('OWNER', 'STEWARD'));

-- A workspace's quotas as an administrator set them; a workspace without a row has the configured defaults.
CREATE TABLE source_quota (
    workspace_id VARCHAR(36)  PRIMARY KEY REFERENCES workspace (id) ON DELETE CASCADE,
    tenant       VARCHAR(100) NOT NULL,
    max_sources  INTEGER      NOT NULL CHECK (max_sources >= 0),
    max_bytes    BIGINT       NOT NULL CHECK (max_bytes >= 0),
    updated_by   VARCHAR(200) NOT NULL,
    updated_at   TIMESTAMPTZ  NOT NULL,
    row_version  BIGINT       NOT NULL DEFAULT 0
);
