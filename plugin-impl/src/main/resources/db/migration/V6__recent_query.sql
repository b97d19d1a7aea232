-- A bounded sample of each workspace's recent Recall queries (embeddings only, never the text):
-- with its task specifications they make the task vector intelligent decay measures relevance against.
CREATE SEQUENCE recent_query_seq INCREMENT BY 50;
ALTER SEQUENCE recent_query_seq RESTART WITH 50;
CREATE TABLE recent_query (
    id           BIGINT      PRIMARY KEY,
    workspace_id VARCHAR(36) NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    embedding    BYTEA       NOT NULL,
    asked_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX recent_query_workspace_idx ON recent_query (workspace_id, asked_at DESC);
