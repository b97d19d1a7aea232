package org.mnemos.memory.control;

import java.util.List;
import java.util.Optional;

/** The normalised centroid of a workspace's task specifications and recent Recall queries. */
public final class TaskVector {

    private TaskVector() {}

    public static Optional<float[]> of(List<float[]> vectors) {
        if (vectors.isEmpty()) {
            return Optional.empty();
        }
        float[] sum = new float[vectors.get(0).length];
        for (float[] vector : vectors) {
            for (int d = 0; d < sum.length; d++) {
                sum[d] += vector[d];
            }
        }
        double norm = 0;
        for (float value : sum) {
            norm += (double) value * value;
        }
        if (norm == 0) {
            return Optional.empty();
        }
        float inverse = (float) (1 / Math.sqrt(norm));
        for (int d = 0; d < sum.length; d++) {
            sum[d] *= inverse;
        }
        return Optional.of(sum);
    }

    /** Cosine of two unit vectors. */
    public static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int d = 0; d < a.length; d++) {
            dot += (double) a[d] * b[d];
        }
        return dot;
    }
}
