/**
 * Making and checking artifacts. {@code ArtifactGenerator} is the port every generator implements
 * ({@code GenerationRequest} in, {@code Generation} out); {@code OfflineSpecGenerator} is the default
 * one: deterministic, no network, a DashboardSpec built from the profile ({@code MeasureChoice},
 * {@code DimensionChoice}, {@code SpecFormats}, put together by {@code SpecDesign}) and the task
 * specifications ({@code TaskSpecParser} with {@code ColourPairs} → {@code TaskRules}); it counts the
 * composed prompt's tokens with {@code PromptTokens}. {@code SpecCheck} validates a spec against the
 * published schema (through the nodes' {@code InputSchema}) and, with {@code SpecReferences} and
 * {@code FieldUse}, every column reference against the profile; {@code SpecJson} writes a spec in its
 * canonical form.
 */
package org.mnemos.artifact.control;
