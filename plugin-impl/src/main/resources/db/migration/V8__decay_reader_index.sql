-- The intelligent-decay reader pages through a workspace's active episodic entries in id order
-- (keyset: id > last checkpointed id). This index makes each page a range scan, whatever the size of
-- the workspace or of the table; without it a page either walks the primary key across all
-- workspaces or sorts the whole workspace again. (7.5: between the other branches' V7 and V8.)
CREATE INDEX memory_entry_decay_idx ON memory_entry (workspace_id, kind, status, id);
