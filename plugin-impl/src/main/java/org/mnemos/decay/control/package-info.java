/**
 * The logic of the intelligent-decay job: {@code IntelligentDecayJob} (its registration as a
 * {@code MaintenanceJob}, scheduled per workspace on the policy in force there), {@code ChunkPlan} (what a
 * chunk's fading entries come to, the same for dry and real runs: groups to consolidate, the rest deleted),
 * {@code DecayOutcomes} (reports or carries out a plan, and writes each planned group through
 * {@code Consolidation}, summarised outside any transaction), {@code ConsolidationGroups} (the groups
 * planned and not yet written, in {@code consolidation_group}), {@code ScoringInput} (what makes an entry
 * unscorable), {@code DecayScores} (a run's scores for capped workspaces, in {@code decay_score}) and
 * {@code CapPlan} (how a workspace comes down to its cap). It does not compute the score: that is
 * {@code org.mnemos.memory.control.DecayScorer}.
 */
package org.mnemos.decay.control;
