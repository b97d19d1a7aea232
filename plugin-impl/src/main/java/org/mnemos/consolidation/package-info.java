/**
 * Consolidation: a group of entries becomes one {@code SEMANTIC} entry with provenance
 * {@code CONSOLIDATION}, linked to its sources ({@code memory_source_link}), its statement written by the
 * {@code Consolidator} port (offline central sentences, or a language model when one is configured).
 * Used by the intelligent-decay job and by "Consolidate now" on the timeline; it decides neither when
 * nor what to consolidate.
 */
package org.mnemos.consolidation;
