-- Where each partition of a maintenance job run got to, written in the chunk's transaction together
-- with the chunk's effects and counts. A run whose JVM died resumes from here: the batch runtime
-- (JBatch) cannot restart a partitioned step that died mid-step from its own checkpoints, so such
-- steps restart with fresh partitions whose readers continue after last_item.
CREATE TABLE job_run_progress (
    run_id    VARCHAR(36)  NOT NULL REFERENCES job_run (id) ON DELETE CASCADE,
    part      VARCHAR(100) NOT NULL,
    last_item VARCHAR(200) NOT NULL,
    PRIMARY KEY (run_id, part)
);
