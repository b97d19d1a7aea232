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

    /**
     * Categories that steer the agent (they become the system prompt): never from untrusted sources, never active
     * as durable memory until a steward approved them.
     */
    public static final Set<Category> STEERING = Set.of(TASK_SPEC, TOOL_CONFIG, OUTPUT_CONSTRAINT);

    public boolean steers() {
        return STEERING.contains(this);
    }
}
