package org.mnemos.artifact.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.mnemos.generation.entity.GenerationRecord;

/**
 * One editor's private working copy of an artifact: the version it is based on (0 before the first
 * publish), its current content, and the last {@link EditStack#BOUND} contents to undo to plus what was
 * undone to redo. Every change bumps {@code revision}, the draft's ETag. {@code edited} remembers whether
 * a person changed what the generator made, so a publish can say GENERATED or EDITED. {@code generation}
 * is the record of the last generation that produced the draft's content (null when none did): hand edits,
 * undo and redo keep it, since they rework what that generation made; a new generation replaces it.
 */
@Entity
@Table(name = "artifact_draft")
public class Draft {

    @Id
    private String id;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(nullable = false, updatable = false)
    private String editor;

    @Column(name = "base_version", nullable = false)
    private int baseVersion;

    @Column(nullable = false)
    private String content;

    @Column(name = "undo_stack", nullable = false)
    private String undo;

    @Column(name = "redo_stack", nullable = false)
    private String redo;

    @Column(nullable = false)
    private long revision;

    @Column(nullable = false)
    private boolean edited;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Embedded
    private GenerationRecord generation;

    protected Draft() {}

    public Draft(
            String artifactId,
            String editor,
            int baseVersion,
            String content,
            boolean edited,
            GenerationRecord generation,
            Instant now) {
        this.id = UUID.randomUUID().toString();
        this.artifactId = Objects.requireNonNull(artifactId);
        this.editor = Objects.requireNonNull(editor);
        this.baseVersion = baseVersion;
        this.content = Objects.requireNonNull(content);
        this.undo = EditStack.empty().json();
        this.redo = EditStack.empty().json();
        this.edited = edited;
        this.generation = generation;
        this.revision = 1;
        this.updatedAt = now;
    }

    /** Replaces the content; the old one goes on the undo stack and the redo stack is dropped, as in any editor. */
    public void edit(String newContent, Instant now) {
        undo = undoStack().push(content).json();
        redo = EditStack.empty().json();
        content = Objects.requireNonNull(newContent);
        edited = true;
        touched(now);
    }

    /** Replaces the content with what a generator made from it (a refinement), undoable like any edit. */
    public void generated(String newContent, GenerationRecord record, Instant now) {
        edit(newContent, now);
        edited = false;
        generation = Objects.requireNonNull(record);
    }

    public void undo(Instant now) {
        step(true, now);
    }

    public void redo(Instant now) {
        step(false, now);
    }

    /** Undo and redo are one move between the two stacks, in opposite directions. */
    private void step(boolean back, Instant now) {
        EditStack from = back ? undoStack() : redoStack();
        String target = from.top().orElseThrow(() -> new NothingToStep(back));
        EditStack to = (back ? redoStack() : undoStack()).push(content);
        undo = (back ? from.pop() : to).json();
        redo = (back ? to : from.pop()).json();
        content = target;
        touched(now);
    }

    /** After this draft was published as {@code version}: it now edits on top of it, keeping its undo history. */
    public void publishedAs(int version, Instant now) {
        baseVersion = version;
        edited = false;
        touched(now);
    }

    private void touched(Instant now) {
        revision++;
        updatedAt = now;
    }

    public EditStack undoStack() {
        return EditStack.parse(undo);
    }

    public EditStack redoStack() {
        return EditStack.parse(redo);
    }

    public String artifactId() {
        return artifactId;
    }

    public String editor() {
        return editor;
    }

    public int baseVersion() {
        return baseVersion;
    }

    public String content() {
        return content;
    }

    public long revision() {
        return revision;
    }

    public boolean edited() {
        return edited;
    }

    /** The record of the generation the content came from, or null. */
    public GenerationRecord generation() {
        return generation;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
