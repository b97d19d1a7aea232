/**
 * Keeping, checking and serving artifacts.
 *
 * <p>Versions: {@code Artifacts} creates an artifact with its first, generated draft and reads versions;
 * {@code Generating} runs the configured generator on an artifact's {@code ArtifactGrounds} (the data source's
 * stored profile and the workspace's task specifications); {@code Drafts} saves, undoes and redoes the
 * caller's own draft; {@code Publishing} publishes a draft and reverts ({@code VersionConflict} when someone
 * published in between); {@code Comparing} diffs any two states ({@code VersionDiff}); {@code ArtifactRestore}
 * imports an artifact with its published history.
 *
 * <p>Content checks: every saved content passes {@code ContentCheck} against its grounds — a spec through the
 * dashboard's schema and column checks, a program through the data-injection check — and the same bean is
 * the generation's {@code ContentRules} port.
 *
 * <p>Rendering: {@code Rendering} serves a version or a draft as a {@code RenderedPage} (a member's own view
 * as a {@code ViewerPage}, noted by {@code DataNote}): {@code DashboardPage} draws a spec with the dashboard
 * runtime script, {@code ProgramPage} a program, both given the {@code PageShape} and {@code PagePolicy}
 * every page has and the {@code PageContent} of its one data block ({@code SpecPageData} or
 * {@code PageData}). The data is the source's current content ({@code SourceContent}) or what a refresh
 * stored, read through the {@code RefreshedData} port; a member's own source comes through the
 * {@code ViewerSources} port. Both ports are implemented by the refresh capability, so artifact does not
 * depend on it.
 */
package org.mnemos.artifact.control;
