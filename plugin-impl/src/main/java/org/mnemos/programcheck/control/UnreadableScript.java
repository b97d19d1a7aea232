package org.mnemos.programcheck.control;

/** Why a script cannot even be split into tokens, and on which line. */
final class UnreadableScript extends Exception {

    private final int line;

    UnreadableScript(String reason, int line) {
        // Expected for broken input and reported as a finding: no stack trace needed.
        super(reason, null, false, false);
        this.line = line;
    }

    int line() {
        return line;
    }
}
