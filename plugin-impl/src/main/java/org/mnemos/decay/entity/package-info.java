/**
 * Values that travel between the decay job's artifacts and into its checkpoints: {@code DecayCandidate}
 * (a scored entry, its decision and reason, and its line in a dry run's report; what the reader reads of
 * an entry is memory's {@code EpisodicEntryView}). Not JPA entities.
 */
package org.mnemos.decay.entity;
