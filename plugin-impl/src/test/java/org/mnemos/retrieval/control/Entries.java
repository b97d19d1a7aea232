package org.mnemos.retrieval.control;

import java.util.Random;
import org.mnemos.retrieval.entity.IndexedEntry;

/** Test entries with small random vectors, so index tests need no embedding model. */
final class Entries {

    static final int DIMENSION = 16;

    private Entries() {}

    static IndexedEntry entry(String id, String content, float[] vector) {
        return new IndexedEntry(id, "t1", "w1", "DURABLE", "TASK_SPEC", "ACTIVE", null, null, content, vector);
    }

    static float[] vector(Random random) {
        float[] vector = new float[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] = (float) random.nextGaussian();
        }
        return Vectors.unit(vector);
    }
}
