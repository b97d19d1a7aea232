package org.mnemos.benchmarks;

import java.util.PriorityQueue;
import java.util.function.IntPredicate;

/** Ground truth: brute-force dot product over every entry that passes the filter. */
final class ExactSearch {

    private final float[][] vectors;

    ExactSearch(float[][] vectors) {
        this.vectors = vectors;
    }

    /** Entry numbers of the k most similar entries among those {@code filter} accepts, best first. */
    int[] topK(float[] query, int k, IntPredicate filter) {
        PriorityQueue<Scored> best = new PriorityQueue<>(k + 1, (a, b) -> Float.compare(a.score(), b.score()));
        for (int i = 0; i < vectors.length; i++) {
            if (filter.test(i)) {
                best.add(new Scored(i, dot(query, vectors[i])));
                if (best.size() > k) {
                    best.poll();
                }
            }
        }
        int[] top = new int[best.size()];
        for (int r = top.length - 1; r >= 0; r--) {
            top[r] = best.poll().entry();
        }
        return top;
    }

    static float dot(float[] a, float[] b) {
        float sum = 0;
        for (int d = 0; d < a.length; d++) {
            sum += a[d] * b[d];
        }
        return sum;
    }

    private record Scored(int entry, float score) {
    }
}
