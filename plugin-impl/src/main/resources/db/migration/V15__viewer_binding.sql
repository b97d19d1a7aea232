-- "My own data" (issue 11): a member's own data source bound to a published artifact. Seen and rendered by
-- that member only; the shared artifact, its versions and its snapshots are never touched. The profile is
-- the one the compatibility check accepted, which types the rows of the member's page.
CREATE TABLE viewer_binding (
    id             VARCHAR(36)  PRIMARY KEY,
    tenant         VARCHAR(100) NOT NULL,
    workspace_id   VARCHAR(36)  NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id    VARCHAR(36)  NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    user_id        VARCHAR(200) NOT NULL,
    data_source_id VARCHAR(36)  NOT NULL REFERENCES data_source (id) ON DELETE CASCADE,
    profile        TEXT         NOT NULL,
    row_count      BIGINT       NOT NULL CHECK (row_count >= 0),
    fingerprint    VARCHAR(64),
    bound_at       TIMESTAMPTZ  NOT NULL,
    checked_at     TIMESTAMPTZ  NOT NULL,
    UNIQUE (artifact_id, user_id)
);
CREATE INDEX viewer_binding_workspace ON viewer_binding (workspace_id);
