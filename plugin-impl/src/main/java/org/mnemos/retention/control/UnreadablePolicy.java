package org.mnemos.retention.control;

/** A stored retention policy that no longer reads as one; a job skips what depends on it. */
public class UnreadablePolicy extends IllegalStateException {

    UnreadablePolicy(Throwable cause) {
        super("A stored retention policy is not readable", cause);
    }
}
