-- Scheduled fires of the maintenance jobs, claimed once per cluster: the instance whose insert of
-- (job, tenant, scope, fire_time) takes effect starts the run; every other instance finds the row.
-- The latest claim of each scope is kept: it is what stops the same fire from running again.
-- scope is a workspace id (intelligent-decay) or '*' for the whole tenant (scratch-expiry).
CREATE TABLE job_schedule_fire (
    job         VARCHAR(40)  NOT NULL,
    tenant      VARCHAR(100) NOT NULL,
    scope       VARCHAR(36)  NOT NULL,
    fire_time   TIMESTAMPTZ  NOT NULL,
    run_id      VARCHAR(36),  -- set once the run has started; stays empty if the instance died in between
    claimed_at  TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (job, tenant, scope, fire_time)
);
CREATE INDEX job_schedule_fire_run_idx ON job_schedule_fire (run_id);
