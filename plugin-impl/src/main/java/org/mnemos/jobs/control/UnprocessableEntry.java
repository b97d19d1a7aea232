package org.mnemos.jobs.control;

import org.mnemos.jobs.entity.Skip;

/**
 * One entry a maintenance job cannot score or expire. Every job XML lists it as skippable: the entry is
 * left as it is and recorded on the run ({@link SkipRecorder}), and the rest of its chunk goes on, so a
 * single bad entry neither fails its partition on every restart nor disappears silently. The reason
 * names what is wrong with the entry, never its content.
 */
public class UnprocessableEntry extends RuntimeException {

    private final transient Skip skip;

    public UnprocessableEntry(String id, String reason) {
        super("Entry " + id + " skipped: " + reason);
        this.skip = new Skip(id, reason);
    }

    public Skip skip() {
        return skip;
    }
}
