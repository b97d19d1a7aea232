package org.mnemos.artifact.entity;

/** Undo with an empty undo stack, or redo with an empty redo stack. */
public class NothingToStep extends RuntimeException {

    private final boolean undo;

    public NothingToStep(boolean undo) {
        super(undo ? "There is no edit to undo in this draft." : "There is no undone edit to redo in this draft.");
        this.undo = undo;
    }

    public boolean undo() {
        return undo;
    }
}
