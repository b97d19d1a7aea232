/**
 * Making and checking artifacts. {@code ArtifactGenerator} is the port every generator implements
 * ({@code GenerationRequest} in, {@code Generation} out); {@code OfflineSpecGenerator} is the default
 * one: deterministic, no network, a DashboardSpec built from the profile ({@code MeasureChoice},
 * {@code DimensionChoice}, {@code SpecFormats}, put together by {@code SpecDesign}) and the task
 * specifications ({@code TaskSpecParser} with {@code ColourPairs} → {@code TaskRules}); it counts the
 * composed prompt's tokens with the data sources' {@code PromptTokens}. {@code SpecCheck} validates a spec against the
 * published schema (through the nodes' {@code InputSchema}) and, with {@code SpecReferences} and
 * {@code FieldUse}, every column reference against the profile; {@code SpecJson} writes a spec in its
 * canonical form.
 *
 * <p>The rules an artifact must keep before it is stored or served: the data-injection check
 * ({@link org.mnemos.artifact.control.InjectionCheck}) that a dashboard program consumes data only
 * from its runtime injection point — no data values from the profile in its source, no data-like
 * literals, no network or escape APIs, no foreign scripts — and stays under its size limit. The
 * findings are plain values; the boundary turns them into a 422 problem.
 *
 * <p>Versions: {@code Artifacts} creates an artifact with its first, generated draft and reads versions;
 * {@code Drafts} saves, undoes and redoes the caller's own draft; {@code Publishing} publishes a draft and
 * reverts ({@code VersionConflict} when someone published in between); {@code Comparing} diffs any two
 * states ({@code VersionDiff}). Every saved content passes {@code ContentCheck} against the
 * {@code ArtifactGrounds}: the data source's stored profile and the workspace's task specifications.
 */
package org.mnemos.artifact.control;
