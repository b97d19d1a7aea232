package org.mnemos.portability.control;

/** What became of one imported line. */
public enum Outcome {
    /** Stored as something new in the target workspace. */
    CREATED,
    /** The same claim was already there: the existing entry was reinforced instead of copied. */
    DUPLICATE,
    /** Stored, but held back from Recall: untrusted content addressing instructions to an agent. */
    QUARANTINED,
    /** Not stored: the line is malformed, invalid or carries a credential ({@code code} says which). */
    REFUSED,
    /** Deliberately not imported: a conflict with what the workspace has, or a line with nothing to import. */
    SKIPPED
}
