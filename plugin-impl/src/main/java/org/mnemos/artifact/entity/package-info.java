/**
 * The version model: an {@code Artifact} counts its published versions and hands out the next number only to
 * a publish on its head (compare-and-set, {@code StaleDraft} otherwise); an {@code ArtifactVersion} is
 * immutable ({@code VersionSource} GENERATED, EDITED, REVERT or REFRESH); a {@code Draft} is one editor's
 * working copy with bounded {@code EditStack} to undo and redo ({@code NothingToStep} when a stack is empty).
 */
package org.mnemos.artifact.entity;
