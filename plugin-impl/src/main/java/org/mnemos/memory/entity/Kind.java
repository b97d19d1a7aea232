package org.mnemos.memory.entity;

/** Which store an entry belongs to; SEMANTIC entries are written by consolidation only. */
public enum Kind {
    SCRATCH,
    EPISODIC,
    DURABLE,
    SEMANTIC
}
