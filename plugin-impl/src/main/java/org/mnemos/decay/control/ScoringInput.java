package org.mnemos.decay.control;

import java.util.Optional;
import org.mnemos.jobs.control.UnprocessableEntry;
import org.mnemos.retrieval.control.EmbeddingBytes;

/**
 * What an entry's score is computed from, checked: a stored embedding that is not a whole vector, or not
 * of the task vector's dimension (left from another embedding model), and a score that is not a number
 * (a vector holding NaN) would otherwise give a silently wrong score, and so a wrong deletion. Such an
 * entry is skipped and recorded on the run ({@link UnprocessableEntry}).
 */
public final class ScoringInput {

    private ScoringInput() {}

    /** The entry's vector, or null when it has none. */
    public static float[] vector(String id, byte[] embedding, Optional<float[]> task) {
        if (embedding == null) {
            return null;
        }
        if (embedding.length % Float.BYTES != 0) {
            throw new UnprocessableEntry(
                    id, "its embedding is " + embedding.length + " bytes, not a whole vector of 4-byte floats");
        }
        float[] vector = EmbeddingBytes.decode(embedding);
        if (task.isPresent() && vector.length != task.get().length) {
            throw new UnprocessableEntry(
                    id,
                    "its embedding has " + vector.length + " dimensions, the workspace's task vector "
                            + task.get().length);
        }
        return vector;
    }

    public static double score(String id, double score) {
        if (!Double.isFinite(score)) {
            throw new UnprocessableEntry(id, "its score is not a number (its embedding holds a non-finite value)");
        }
        return score;
    }
}
