-- The consolidation groups an intelligent-decay run has planned but not yet written: the decay and cap
-- steps record them in their chunk's transaction, then the consolidate step summarises each one outside
-- any transaction (a language model may take a minute) and writes it, erasing its sources, in a
-- transaction of its own that also deletes the row. Entry ids only, never content.
CREATE TABLE consolidation_group (
    id           BIGSERIAL    PRIMARY KEY,
    run_id       VARCHAR(36)  NOT NULL REFERENCES job_run (id) ON DELETE CASCADE,
    workspace_id VARCHAR(36)  NOT NULL,
    entry_ids    TEXT         NOT NULL
);
CREATE INDEX consolidation_group_run_idx ON consolidation_group (run_id, workspace_id, id);
