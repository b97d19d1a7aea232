-- Refresh Data (issue 11). A version remembers the profile it was made for: the compatibility baseline of
-- its refreshes. Rows from before this migration have none and fall back to their source's stored profile.
-- A REFRESH version is a published refresh: the same content as the version refreshed, a new baseline.
ALTER TABLE artifact_version ADD COLUMN profile TEXT;
ALTER TABLE artifact_version DROP CONSTRAINT artifact_version_source_check;
ALTER TABLE artifact_version
    ADD CONSTRAINT artifact_version_source_check CHECK (source IN ('GENERATED', 'EDITED', 'REVERT', 'REFRESH'));

-- One row per refresh: its outcome and, when it SUCCEEDED, the data the version's page is rendered with
-- (a spec's datasets or a program's rows). The data source is kept without a foreign key so that the
-- history of a refresh outlives a source it once read.
CREATE TABLE artifact_refresh (
    id                VARCHAR(36)  PRIMARY KEY,
    tenant            VARCHAR(100) NOT NULL,
    workspace_id      VARCHAR(36)  NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    artifact_id       VARCHAR(36)  NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    version           INTEGER      NOT NULL CHECK (version >= 1),
    data_source_id    VARCHAR(36)  NOT NULL,
    -- The viewer whose own binding this refresh read; null for the shared artifact.
    binding_user      VARCHAR(200),
    trigger           VARCHAR(8)   NOT NULL CHECK (trigger IN ('MANUAL', 'NODE', 'SCHEDULE')),
    schedule_id       VARCHAR(36)  CHECK ((trigger = 'SCHEDULE') OR schedule_id IS NULL),
    status            VARCHAR(9)   NOT NULL CHECK (status IN ('SUCCEEDED', 'DRIFTED', 'FAILED')),
    started_by        VARCHAR(200) NOT NULL,
    started_at        TIMESTAMPTZ  NOT NULL,
    finished_at       TIMESTAMPTZ  NOT NULL,
    duration_ms       BIGINT       NOT NULL CHECK (duration_ms >= 0),
    row_count         BIGINT       NOT NULL CHECK (row_count >= 0),
    fingerprint       CHAR(64),
    profile           TEXT,
    drift             TEXT,
    error_code        VARCHAR(40),
    error_detail      TEXT,
    retryable         BOOLEAN      NOT NULL DEFAULT FALSE,
    llm_calls         INTEGER      NOT NULL DEFAULT 0 CHECK (llm_calls = 0),
    tokens_saved      BIGINT       NOT NULL DEFAULT 0 CHECK (tokens_saved >= 0),
    content_kind      VARCHAR(8)   CHECK (content_kind IN ('DATASETS', 'ROWS')),
    content           TEXT,
    content_bytes     BIGINT       CHECK (content_bytes >= 0),
    CHECK ((status = 'SUCCEEDED') = (content IS NOT NULL)),
    CHECK ((content IS NULL) = (content_kind IS NULL))
);
-- History (newest first) and the latest good snapshot of a version, for the shared artifact.
CREATE INDEX artifact_refresh_history ON artifact_refresh (artifact_id, started_at DESC);
CREATE INDEX artifact_refresh_latest_good ON artifact_refresh (artifact_id, version, started_at DESC)
    WHERE status = 'SUCCEEDED' AND binding_user IS NULL;
CREATE INDEX artifact_refresh_workspace ON artifact_refresh (workspace_id);
