package org.mnemos.memory.entity;

/** Only ACTIVE entries are recalled. Forgotten entries are deleted, not kept with a status. */
public enum Status {
    ACTIVE,
    SUPERSEDED,
    QUARANTINED,
    REVIEW_DUE,
    /** A durable instruction (task, tool, output) proposed through Remember, waiting for a steward's approval. */
    PENDING_APPROVAL
}
