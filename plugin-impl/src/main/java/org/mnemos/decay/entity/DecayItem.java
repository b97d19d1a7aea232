package org.mnemos.decay.entity;

import java.time.Instant;
import org.mnemos.memory.entity.Category;

/**
 * What the job needs of one active episodic entry, read in the reader's page query so that scoring
 * needs no further lookup: the values of S and what the audit tombstone names.
 */
public record DecayItem(String id, String subject, Category category, Instant evidenceAt, double utility, byte[] embedding) {

    /** The reader's JPQL constructor expression: the evidence is dated by the observation, else by the recording. */
    public DecayItem(String id, String subject, Category category, Instant observedAt, Instant recordedAt, double utility,
                     byte[] embedding) {
        this(id, subject, category, observedAt != null ? observedAt : recordedAt, utility, embedding);
    }
}
