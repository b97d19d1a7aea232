package org.mnemos.connector.profile;

import java.math.BigDecimal;
import org.apache.datasketches.kll.KllDoublesSketch;
import org.mnemos.api.connector.Quantiles;

/**
 * Count, mean and variance by Welford's update (stable in one pass), exact extremes, and
 * quartiles from a KLL sketch whose size grows only with log(n).
 */
final class NumericMoments {

    private static final int KLL_K = 200;

    private final KllDoublesSketch quantiles = KllDoublesSketch.newHeapInstance(KLL_K);
    private long count;
    private double mean;
    private double m2;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;
    private boolean whole = true;

    void add(double x) {
        count++;
        double delta = x - mean;
        mean += delta / count;
        m2 += delta * (x - mean);
        min = Math.min(min, x);
        max = Math.max(max, x);
        whole &= x == Math.rint(x);
        quantiles.update(x);
    }

    long count() {
        return count;
    }

    Double mean() {
        return count == 0 ? null : mean;
    }

    /** The sample standard deviation (n − 1), as spreadsheets and pandas report it. */
    Double std() {
        return count < 2 ? null : Math.sqrt(m2 / (count - 1));
    }

    /** Whether every value is a whole number, also when written as a decimal ({@code 2008.0}). */
    boolean whole() {
        return whole;
    }

    double minValue() {
        return min;
    }

    double maxValue() {
        return max;
    }

    String min() {
        return count == 0 ? null : plain(min);
    }

    String max() {
        return count == 0 ? null : plain(max);
    }

    Quantiles quartiles() {
        return count == 0
                ? null
                : new Quantiles(quantiles.getQuantile(0.25), quantiles.getQuantile(0.5), quantiles.getQuantile(0.75));
    }

    int retainedItems() {
        return quantiles.getNumRetained();
    }

    static String plain(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            return Long.toString((long) x);
        }
        return BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
    }
}
