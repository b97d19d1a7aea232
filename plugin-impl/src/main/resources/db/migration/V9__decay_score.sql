-- The scores one intelligent-decay run gave the entries of workspaces whose policy caps active episodic
-- entries (maxActiveEpisodic). The run's cap step removes the lowest-scored entries that theta kept;
-- `removed` marks what theta or the cap removes (or, in a dry run, would remove), so a dry run counts
-- like a real one and a restarted run caps the same entries. Rows go when the run completes.
CREATE TABLE decay_score (
    run_id       VARCHAR(36)      NOT NULL REFERENCES job_run (id) ON DELETE CASCADE,
    entry_id     VARCHAR(36)      NOT NULL,
    workspace_id VARCHAR(36)      NOT NULL,
    score        DOUBLE PRECISION NOT NULL,
    removed      BOOLEAN          NOT NULL,
    PRIMARY KEY (run_id, entry_id)
);
CREATE INDEX decay_score_lowest_idx ON decay_score (run_id, workspace_id, score, entry_id) WHERE NOT removed;
