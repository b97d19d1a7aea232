/**
 * Generating a dashboard from a data source's profile and the workspace's selective memory: the
 * {@code ArtifactGenerator} port, the offline generator that designs a DashboardSpec by fixed rules, and the
 * language-model generator. Generation knows nothing of artifacts' versions or drafts; it checks its
 * content through the {@code ContentRules} port the artifact capability implements.
 */
package org.mnemos.generation;
