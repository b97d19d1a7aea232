package org.mnemos.artifact.control;

/**
 * A publish lost the compare-and-set: the draft is based on {@code base} while the artifact moved on to
 * {@code head}. It carries the diff from the head to the draft so the editor sees what they would overwrite.
 */
public class VersionConflict extends RuntimeException {

    private final int base;
    private final int head;
    private final transient VersionDiff diff;

    public VersionConflict(int base, int head, VersionDiff diff) {
        super("Your draft is based on version " + base + ", but version " + head
                + " has been published since; merge the changes shown in the diff into your draft and publish again.");
        this.base = base;
        this.head = head;
        this.diff = diff;
    }

    public int base() {
        return base;
    }

    public int head() {
        return head;
    }

    public VersionDiff diff() {
        return diff;
    }
}
