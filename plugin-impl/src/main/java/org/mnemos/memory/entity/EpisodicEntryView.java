package org.mnemos.memory.entity;

import java.time.Instant;

/**
 * What scoring needs of one active episodic entry, read without loading the entity: the values of the
 * decay score S and what an audit tombstone names. Its evidence time is when it was observed, else
 * when it was recorded.
 */
public record EpisodicEntryView(
        String id, String subject, Category category, Instant evidenceAt, double utility, byte[] embedding) {

    /** The shape of the read model's JPQL constructor expression. */
    public EpisodicEntryView(
            String id,
            String subject,
            Category category,
            Instant observedAt,
            Instant recordedAt,
            double utility,
            byte[] embedding) {
        this(id, subject, category, observedAt != null ? observedAt : recordedAt, utility, embedding);
    }
}
