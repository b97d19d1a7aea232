-- Viewer filters (issue 30): the rows a spec's latest refresh read, kept so that a viewer's filter recomputes
-- the page without reading the source again. Only the columns the spec reads, typed and dictionary-encoded,
-- compressed (SpecRows). Kept in PostgreSQL so that every instance can rebuild its in-memory copy; a refresh
-- that stores new rows for an artifact drops the artifact's older ones.
CREATE TABLE refresh_rows (
    refresh_id    VARCHAR(36) PRIMARY KEY REFERENCES artifact_refresh (id) ON DELETE CASCADE,
    artifact_id   VARCHAR(36) NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    row_count     BIGINT      NOT NULL CHECK (row_count >= 0),
    content_bytes BIGINT      NOT NULL CHECK (content_bytes >= 0),
    content       BYTEA       NOT NULL
);
CREATE INDEX refresh_rows_artifact ON refresh_rows (artifact_id);
