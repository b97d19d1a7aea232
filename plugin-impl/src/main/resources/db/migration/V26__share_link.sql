-- Read-only links to a published dashboard that work without an account (issue 30, "Share links"). Only the
-- SHA-256 of a link's key is kept (the key is shown once, at creation); a revoked link keeps its row, so its
-- key can never open anything again. pinned_version null: the latest published version at each opening.
-- fixed_filters: the viewer-filter values the link applies, a JSON object {field: [values]}.
-- embed_origins: the sites allowed to frame the page, space-separated origins; null: any site.
CREATE TABLE share_link (
    id             VARCHAR(36)   PRIMARY KEY,
    tenant         VARCHAR(100)  NOT NULL,
    workspace_id   VARCHAR(36)   NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id    VARCHAR(36)   NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    key_hash       CHAR(64)      NOT NULL UNIQUE,
    pinned_version INTEGER       CHECK (pinned_version >= 1),
    fixed_filters  TEXT          NOT NULL DEFAULT '{}',
    embed_origins  VARCHAR(2000),
    created_by     VARCHAR(200)  NOT NULL,
    created_at     TIMESTAMPTZ   NOT NULL,
    expires_at     TIMESTAMPTZ   NOT NULL,
    last_used_at   TIMESTAMPTZ,
    revoked_at     TIMESTAMPTZ,
    revoked_by     VARCHAR(200),
    CHECK (expires_at > created_at),
    CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE INDEX share_link_artifact ON share_link (artifact_id);
