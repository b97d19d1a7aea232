-- A durable task, tool or output instruction proposed through Remember waits as PENDING_APPROVAL until a
-- steward approves it (memory-model.md, "Approval of instructions"). Before, `approved: true` on Remember made
-- it active, and any caller with write access could set that flag: an agent could place its own instructions
-- in the system prompt. Entries that became active that way go back to the review queue, where a steward
-- approves (or rejects) each once. Recall re-reads the status from this table, so the index need not change.
ALTER TABLE memory_entry DROP CONSTRAINT memory_entry_status_check;
ALTER TABLE memory_entry ADD CONSTRAINT memory_entry_status_check
    CHECK (status IN ('ACTIVE', 'SUPERSEDED', 'QUARANTINED', 'REVIEW_DUE', 'PENDING_APPROVAL'));
UPDATE memory_entry SET status = 'PENDING_APPROVAL', approved_by = NULL, trust = 'LOW'
    WHERE status = 'ACTIVE' AND kind = 'DURABLE' AND category IN ('TASK_SPEC', 'TOOL_CONFIG', 'OUTPUT_CONSTRAINT');
