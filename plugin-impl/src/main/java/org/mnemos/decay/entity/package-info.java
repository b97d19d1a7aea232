/**
 * Values that travel between the decay job's artifacts and into its checkpoints: {@code DecayItem} (what
 * the reader reads of an entry) and {@code DecayCandidate} (a scored entry, its decision and reason, and
 * its line in a dry run's report). Not JPA entities.
 */
package org.mnemos.decay.entity;
