package org.mnemos.decay.entity;

import java.time.Instant;
import org.mnemos.memory.entity.Category;

/**
 * What the job needs of one active episodic entry, read in the reader's page query so that scoring
 * needs no further lookup: the values of S and what the audit tombstone names.
 */
public record DecayItem(String id, String subject, Category category, Instant evidenceAt, double utility, byte[] embedding) {

    public static DecayItem of(Object[] row) {
        Instant observedAt = (Instant) row[3];
        return new DecayItem((String) row[0], (String) row[1], (Category) row[2], observedAt != null ? observedAt : (Instant) row[4],
                ((Number) row[5]).doubleValue(), (byte[]) row[6]);
    }
}
