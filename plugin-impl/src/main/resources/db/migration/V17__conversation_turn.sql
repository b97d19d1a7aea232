-- Where a remembered turn was said (retrieval.md, "Short turns of a conversation"): the conversation the
-- caller named and the turn's place in it, so that the index can match a short turn together with the turn
-- before it. Both null for an entry outside any conversation.
ALTER TABLE memory_entry ADD COLUMN conversation VARCHAR(200);
ALTER TABLE memory_entry ADD COLUMN turn INTEGER;
CREATE INDEX memory_entry_turn_idx ON memory_entry (workspace_id, conversation, turn) WHERE conversation IS NOT NULL;
