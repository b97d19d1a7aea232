package org.mnemos.artifact.entity;

/** A publish from a draft whose base is no longer the head: someone published in between. */
public class StaleDraft extends RuntimeException {

    private final int base;
    private final int head;

    public StaleDraft(int base, int head) {
        super("The draft is based on version " + base + " but the artifact is at version " + head + ".");
        this.base = base;
        this.head = head;
    }

    public int base() {
        return base;
    }

    public int head() {
        return head;
    }
}
