/**
 * Making and checking artifacts. {@code ArtifactGenerator} is the port every generator implements
 * ({@code GenerationRequest} in, {@code Generation} out); {@code OfflineSpecGenerator} is the default
 * one: deterministic, no network, a DashboardSpec built from the profile ({@code MeasureChoice},
 * {@code DimensionChoice}, {@code SpecFormats}) and the task specifications ({@code TaskSpecParser} →
 * {@code TaskRules}). {@code SpecCheck} validates a spec against the published schema (through the
 * nodes' {@code InputSchema}) and every column reference against the profile; {@code SpecJson} writes
 * a spec in its canonical form.
 */
package org.mnemos.artifact.control;
