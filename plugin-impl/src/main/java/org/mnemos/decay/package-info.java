/**
 * Intelligent decay: the score S = α·R + β·E + γ·U/N of each active episodic entry, the workspace's
 * task vector it is measured against, and the nightly Jakarta Batch job that consolidates and
 * deletes what falls below θ, then brings each capped workspace down to its {@code maxActiveEpisodic}
 * ({@code META-INF/batch-jobs/intelligent-decay.xml}). Groups are written by the {@code Consolidator} port:
 * offline central sentences, or a language model when one is configured.
 */
package org.mnemos.decay;
