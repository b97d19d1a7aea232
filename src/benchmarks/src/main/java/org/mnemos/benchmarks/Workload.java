package org.mnemos.benchmarks;

import java.time.Instant;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Synthetic memories, reproducible from a seed. Random unit vectors make every point nearly
 * equidistant, which no real embedding space looks like and which HNSW handles badly, so vectors
 * are clustered: one of 1,000 random centroids plus noise that lives mostly in a 32-dimensional
 * subspace (embeddings have a low intrinsic dimension) and a little isotropic noise, normalised.
 * Content is drawn from a small pseudo-word vocabulary, partly from the cluster's own topic
 * words, so BM25 has something to rank.
 */
final class Workload {

    static final int DIMENSION = 384;
    static final String TENANT = "bench";
    static final String TEN_PERCENT = "ten-percent";
    static final String ONE_PERCENT = "one-percent";
    private static final int CENTROIDS = 1_000;
    private static final int SUBSPACE = 32;
    private static final double SUBSPACE_SIGMA = 0.6 / Math.sqrt(SUBSPACE);
    private static final double ISOTROPIC_SIGMA = 0.15 / Math.sqrt(DIMENSION);
    private static final int VOCABULARY = 2_000;
    private static final int TOPIC_WORDS = 20;
    private static final String[] SYLLABLES = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "be", "do", "fa", "gu",
        "ha", "ji", "ko", "pe"};

    private final long seed;
    private final float[][] centroids;
    private final float[][] subspace;
    private final String[] words;

    Workload(long seed) {
        this.seed = seed;
        SplittableRandom random = new SplittableRandom(seed);
        centroids = new float[CENTROIDS][];
        for (int c = 0; c < CENTROIDS; c++) {
            centroids[c] = unit(gaussian(random, DIMENSION, 1));
        }
        subspace = new float[SUBSPACE][];
        for (int b = 0; b < SUBSPACE; b++) {
            subspace[b] = unit(gaussian(random, DIMENSION, 1));
        }
        words = new String[VOCABULARY];
        for (int w = 0; w < VOCABULARY; w++) {
            words[w] = SYLLABLES[w % 16] + SYLLABLES[(w / 16) % 16] + SYLLABLES[(w / 256) % 16];
        }
    }

    /** The embeddings of entries 0..n-1, generated in parallel but identical on every run. */
    float[][] vectors(int n) {
        float[][] vectors = new float[n][];
        IntStream.range(0, n).parallel().forEach(i -> vectors[i] = vector(new SplittableRandom(seed * 31 + i)));
        return vectors;
    }

    /** Query vectors from the same distribution as the entries but not among them. */
    float[][] queries(int count) {
        float[][] queries = new float[count][];
        for (int q = 0; q < count; q++) {
            queries[q] = vector(new SplittableRandom(~seed * 17 + q));
        }
        return queries;
    }

    IndexedEntry entry(int i, float[] vector, int workspaces) {
        return new IndexedEntry("m-" + i, TENANT, workspace(i, workspaces), "fact", category(i), "active", null, null,
                content(new SplittableRandom(seed + i), clusterOf(i)), vector);
    }

    static String workspace(int i, int workspaces) {
        return "ws-" + (i % workspaces);
    }

    /** 10 % of the entries are in one category and a disjoint 1 % in another. */
    static String category(int i) {
        if (i % 100 == 3) {
            return ONE_PERCENT;
        }
        return i % 10 == 5 ? TEN_PERCENT : "general";
    }

    /** A short memory-like text: about twelve words, half of them from the topic of a cluster. */
    String content(SplittableRandom random, int cluster) {
        StringBuilder text = new StringBuilder();
        int length = 8 + random.nextInt(9);
        for (int w = 0; w < length; w++) {
            int word = random.nextBoolean() ? topicWord(cluster, random.nextInt(TOPIC_WORDS)) : random.nextInt(VOCABULARY);
            text.append(w == 0 ? "" : " ").append(words[word]);
        }
        return text.append('.').toString();
    }

    /** Two topic words of the cluster a query vector came from, as hybrid query text. */
    String queryText(int query) {
        SplittableRandom random = new SplittableRandom(~seed * 17 + query);
        int cluster = random.nextInt(CENTROIDS);
        return words[topicWord(cluster, 0)] + " " + words[topicWord(cluster, 1 + query % (TOPIC_WORDS - 1))];
    }

    String text(int i) {
        return content(new SplittableRandom(seed + i), clusterOf(i));
    }

    private int clusterOf(int i) {
        return new SplittableRandom(seed * 31 + i).nextInt(CENTROIDS);
    }

    private static int topicWord(int cluster, int k) {
        return (cluster * 7 + k * 101) % VOCABULARY;
    }

    private float[] vector(SplittableRandom random) {
        float[] v = centroids[random.nextInt(CENTROIDS)].clone();
        for (float[] direction : subspace) {
            double weight = random.nextGaussian() * SUBSPACE_SIGMA;
            for (int d = 0; d < DIMENSION; d++) {
                v[d] += (float) (weight * direction[d]);
            }
        }
        for (int d = 0; d < DIMENSION; d++) {
            v[d] += (float) (random.nextGaussian() * ISOTROPIC_SIGMA);
        }
        return unit(v);
    }

    private static float[] gaussian(SplittableRandom random, int dimension, double sigma) {
        float[] v = new float[dimension];
        for (int d = 0; d < dimension; d++) {
            v[d] = (float) (random.nextGaussian() * sigma);
        }
        return v;
    }

    static float[] unit(float[] v) {
        double squares = 0;
        for (float x : v) {
            squares += (double) x * x;
        }
        float norm = (float) Math.sqrt(squares);
        for (int d = 0; d < v.length; d++) {
            v[d] /= norm;
        }
        return v;
    }

    static Instant now() {
        return Instant.parse("2026-01-01T00:00:00Z");
    }
}
