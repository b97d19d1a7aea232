package org.mnemos.memory.control;

/** What checking a recalled entry's source found. STALE entries are not used. */
public enum Validation {
    VALID,
    STALE,
    UNVERIFIABLE,
    UNCHECKED
}
