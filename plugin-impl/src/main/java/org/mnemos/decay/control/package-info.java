/**
 * The logic of the intelligent-decay job: {@code IntelligentDecayJob} (its registration as a
 * {@code MaintenanceJob}, scheduled per workspace on the policy in force there), {@code DecayOutcomes}
 * (groups the entries to consolidate, hands each group to {@code Consolidation}, erases the rest as
 * Forget does), {@code DecayScores} (a run's scores for capped workspaces, in {@code decay_score}) and
 * {@code CapPlan} (how a workspace comes down to its cap). It does not compute the score: that is
 * {@code org.mnemos.memory.control.DecayScorer}.
 */
package org.mnemos.decay.control;
