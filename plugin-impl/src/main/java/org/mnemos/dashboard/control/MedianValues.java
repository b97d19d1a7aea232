package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import org.apache.datasketches.kll.KllDoublesSketch;

/**
 * The median of numbers fed one at a time: exact (the middle value, or the mean of the two middle ones) while
 * at most {@code exactBound} values came, then an estimate from a KLL quantile sketch (Apache DataSketches; rank
 * error about 1.3 %) into which the kept values are poured, so memory stays bounded whatever the rows.
 */
final class MedianValues {

    private final int exactBound;
    private List<BigDecimal> values = new ArrayList<>();
    private KllDoublesSketch sketch;

    MedianValues(int exactBound) {
        this.exactBound = exactBound;
    }

    void add(BigDecimal value) {
        if (sketch != null) {
            sketch.update(value.doubleValue());
        } else if (values.size() < exactBound) {
            values.add(value);
        } else {
            sketch = KllDoublesSketch.newHeapInstance();
            values.forEach(kept -> sketch.update(kept.doubleValue()));
            sketch.update(value.doubleValue());
            values = List.of();
        }
    }

    /** Takes in another median's values. */
    void absorb(MedianValues other) {
        if (other.sketch == null) {
            other.values.forEach(this::add);
            return;
        }
        if (sketch == null) {
            sketch = KllDoublesSketch.newHeapInstance();
            values.forEach(kept -> sketch.update(kept.doubleValue()));
            values = List.of();
        }
        sketch.merge(other.sketch);
    }

    /** The median, or null when no value came. */
    BigDecimal median() {
        if (sketch != null) {
            return BigDecimal.valueOf(sketch.getQuantile(0.5));
        }
        if (values.isEmpty()) {
            return null;
        }
        List<BigDecimal> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1
                ? sorted.get(middle)
                : sorted.get(middle - 1).add(sorted.get(middle)).divide(BigDecimal.valueOf(2), MathContext.DECIMAL128);
    }

    boolean isExact() {
        return sketch == null;
    }

    /** Values held: the exact ones, or the sketch's retained items. */
    int retained() {
        return sketch == null ? values.size() : sketch.getNumRetained();
    }
}
