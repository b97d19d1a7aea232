/**
 * Generating a dashboard from a data source's profile, the owner's request and the workspace's selective
 * memory: the {@code ArtifactGenerator} port, the request parser that reads an owner's words into an intent
 * per clause ({@link org.mnemos.generation.control.RequestParser}, offline and deterministic), the offline
 * generator that designs a DashboardSpec by fixed rules, and the language-model generator. Generation knows
 * nothing of artifacts' versions or drafts; it checks its content through the {@code ContentRules} port the
 * artifact capability implements.
 */
package org.mnemos.generation;
