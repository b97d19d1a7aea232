-- The generation record (issue 10): which generator and model made a draft's content, with its prompt and
-- completion tokens and latency; copied to the versions published from the draft. All null when no
-- generator made the content (a hand-made first draft, and every row from before this migration).
ALTER TABLE artifact_draft
    ADD COLUMN generator         VARCHAR(16),
    ADD COLUMN model             VARCHAR(200),
    ADD COLUMN prompt_tokens     INTEGER CHECK (prompt_tokens >= 0),
    ADD COLUMN completion_tokens INTEGER CHECK (completion_tokens >= 0),
    ADD COLUMN latency_ms        BIGINT  CHECK (latency_ms >= 0);

ALTER TABLE artifact_version
    ADD COLUMN generator         VARCHAR(16),
    ADD COLUMN model             VARCHAR(200),
    ADD COLUMN prompt_tokens     INTEGER CHECK (prompt_tokens >= 0),
    ADD COLUMN completion_tokens INTEGER CHECK (completion_tokens >= 0),
    ADD COLUMN latency_ms        BIGINT  CHECK (latency_ms >= 0);
