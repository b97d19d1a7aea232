-- The retrieval index's change log (retrieval.md, "One index per instance"): every change to what the
-- index holds is a row written in the changing transaction; every instance applies the rows to its own
-- index and keeps how far it got in the index's commit. Ids only: content stays in memory_entry.
-- position comes from a sequence with no per-session cache, so it grows with wall-clock time: a row that
-- becomes visible late belongs to a transaction that was in progress when a follower last read (its
-- tx_id is in that follower's snapshot), which is how followers find rows that commit out of order.
CREATE TABLE index_change (
    position BIGSERIAL   PRIMARY KEY,
    tx_id    BIGINT      NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
    entry_id VARCHAR(36),
    -- U upsert, E erase, R erase by a job run (expunged when its step ends), X expunge (no entry)
    change   CHAR(1)     NOT NULL CHECK (change IN ('U', 'E', 'R', 'X'))
);
CREATE INDEX index_change_tx_idx ON index_change (tx_id);

-- One row per instance's index: how far it has applied the log (every row up to position, except rows of
-- the transactions in pending, still in progress when it read) and when it last said so. Compaction
-- deletes the rows every follower seen within mnemos.index.log.follower-timeout has applied.
CREATE TABLE index_follower (
    follower_id VARCHAR(36)  PRIMARY KEY,
    host        VARCHAR(255) NOT NULL,
    position    BIGINT       NOT NULL,
    pending     BIGINT[]     NOT NULL,
    seen_at     TIMESTAMPTZ  NOT NULL
);

-- This database's identity, kept in each index's commit: an index built from another database (a data
-- directory reused with a new PostgreSQL) is rebuilt instead of replayed. The row is also the lock that
-- orders compaction and a follower's registration.
CREATE TABLE index_log_origin (
    origin VARCHAR(36) PRIMARY KEY
);
INSERT INTO index_log_origin VALUES (gen_random_uuid()::text);
