/**
 * The intelligent-decay job ({@code META-INF/batch-jobs/intelligent-decay.xml}), registered as a
 * maintenance job and scheduled per workspace on its policy's cron: it scores each active episodic entry
 * with {@code org.mnemos.memory.control.DecayScorer}, consolidates (through {@code org.mnemos.consolidation})
 * and deletes what falls below θ, then brings each capped workspace down to its {@code maxActiveEpisodic}.
 * The score formula and the task vector are memory's; the statement of a consolidated group is the
 * {@code Consolidator}'s.
 */
package org.mnemos.decay;
