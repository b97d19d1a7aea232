/**
 * Retention policies set by admins per workspace and as a tenant default: scratch lifetime, durable
 * review, the decay formula's weights, rate and threshold, the utility of a pinned entry, consolidation,
 * the decay schedule and the optional cap on active episodic entries. Which policy applies is decided in
 * one place ({@code RetentionPolicies}); the jobs that apply them live elsewhere.
 */
package org.mnemos.retention;
