-- What a maintenance job run skipped: one entry that could not be scored or expired is recorded here
-- ({"id", "reason"} objects, at most 1,000) and counted in the run's metrics as `skipped`, instead of
-- failing its partition on every restart.
ALTER TABLE job_run ADD COLUMN skips TEXT NOT NULL DEFAULT '[]';
