package org.mnemos.benchmarks;

import org.HdrHistogram.Histogram;

/** Times repeated calls with System.nanoTime into an HdrHistogram (microsecond resolution). */
final class Latency {

    private final Histogram histogram = new Histogram(3_600_000_000L, 3);

    void time(Runnable call) {
        long start = System.nanoTime();
        call.run();
        histogram.recordValue(Math.max(1, (System.nanoTime() - start) / 1_000));
    }

    double p50Ms() {
        return histogram.getValueAtPercentile(50) / 1_000.0;
    }

    double p95Ms() {
        return histogram.getValueAtPercentile(95) / 1_000.0;
    }

    long count() {
        return histogram.getTotalCount();
    }
}
