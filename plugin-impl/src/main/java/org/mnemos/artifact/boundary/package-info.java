/**
 * The artifacts' REST API under {@code /api/workspaces/{ws}/artifacts}: {@code ArtifactsResource} (list,
 * create), {@code ArtifactResource} (one artifact, its versions, publish, revert, diff) and
 * {@code DraftResource} (the caller's own draft, undo, redo). Roles are checked by {@code ArtifactAccess};
 * request and response bodies are records; drafts carry their revision and versions their sha256 as ETag
 * ({@code EntityTags}), and a lost publish answers {@code VERSION_CONFLICT} with the diff ({@code VersionConflictProblem}).
 */
package org.mnemos.artifact.boundary;
