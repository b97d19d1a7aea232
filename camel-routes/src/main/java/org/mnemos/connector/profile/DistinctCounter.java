package org.mnemos.connector.profile;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.apache.datasketches.hash.MurmurHash3;
import org.apache.datasketches.hll.HllSketch;

/**
 * Distinct values, exact up to a cap, then an HyperLogLog estimate. Values are kept as 64-bit
 * hashes (collisions are negligible below the cap), so long strings cost no more than short
 * ones; at the cap the hashes seed the sketch, so no value seen so far is lost.
 */
final class DistinctCounter {

    static final int EXACT_CAP = 1_000;
    // lgK 14: relative standard error about 0.8%, at most ~16 KB per column.
    private static final int LG_K = 14;
    private static final long SEED = 9001L;

    private Set<Long> exact = new HashSet<>();
    private HllSketch sketch;

    void add(String value) {
        long hash = MurmurHash3.hash(value.getBytes(StandardCharsets.UTF_8), SEED)[0];
        if (sketch != null) {
            sketch.update(hash);
            return;
        }
        exact.add(hash);
        if (exact.size() > EXACT_CAP) {
            sketch = new HllSketch(LG_K);
            exact.forEach(sketch::update);
            exact = null;
        }
    }

    boolean isExact() {
        return sketch == null;
    }

    long count() {
        return isExact() ? exact.size() : Math.round(sketch.getEstimate());
    }

    /** Bytes held by the counter's state: bounded by the cap or by the sketch size. */
    int retainedBytes() {
        return isExact() ? exact.size() * Long.BYTES : sketch.getUpdatableSerializationBytes();
    }
}
