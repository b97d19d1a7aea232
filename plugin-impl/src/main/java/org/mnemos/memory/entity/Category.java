package org.mnemos.memory.entity;

import java.util.Set;

/** What an entry is about. The last four are the selective-memory categories a prompt is composed from. */
public enum Category {
    FACT,
    PREFERENCE,
    OBSERVATION,
    TASK_SPEC,
    DATA_SCHEMA,
    TOOL_CONFIG,
    OUTPUT_CONSTRAINT;

    /** Categories that steer the agent: never from untrusted sources, never durable without approval. */
    public static final Set<Category> STEERING = Set.of(TASK_SPEC, TOOL_CONFIG, OUTPUT_CONSTRAINT);

    public boolean steers() {
        return STEERING.contains(this);
    }

    /** Preferences and instructions only become durable with the user's approval. */
    public boolean needsApprovalWhenDurable() {
        return this == PREFERENCE || steers();
    }
}
