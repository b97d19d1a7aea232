/**
 * Intelligent decay: the score S = α·R + β·E + γ·U/N of each active episodic entry, the workspace's
 * task vector it is measured against, and the nightly Jakarta Batch job that consolidates and
 * deletes what falls below θ ({@code META-INF/batch-jobs/intelligent-decay.xml}).
 */
package org.mnemos.decay;
