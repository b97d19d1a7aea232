package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import org.apache.datasketches.theta.SetOperation;
import org.apache.datasketches.theta.Sketch;
import org.apache.datasketches.theta.Union;
import org.apache.datasketches.theta.UpdateSketch;
import org.mnemos.dashboard.entity.Datasets;

/**
 * Distinct present values in a Theta sketch (Apache DataSketches): exact while the values fit its nominal
 * entries, an estimate (relative error about 1/√entries) beyond, in memory bounded by twice those entries
 * whatever the rows. Values go in by their canonical text, so 2 and 2.0 are one value.
 */
final class DistinctValues {

    private final int nominalEntries;
    private final UpdateSketch sketch;
    // What other counters were absorbed into ("Others"): this counter's values and theirs.
    private Sketch merged;

    /** @param lgEntries log2 of the distinct values counted exactly */
    DistinctValues(int lgEntries) {
        this.nominalEntries = 1 << lgEntries;
        this.sketch = UpdateSketch.builder().setNominalEntries(nominalEntries).build();
    }

    void add(Object value) {
        sketch.update(key(value));
    }

    void absorb(DistinctValues other) {
        Union union = SetOperation.builder().setNominalEntries(nominalEntries).buildUnion();
        union.union(current());
        union.union(other.current());
        merged = union.getResult();
    }

    private Sketch current() {
        return merged == null ? sketch : merged;
    }

    boolean isExact() {
        return !current().isEstimationMode();
    }

    long count() {
        return Math.round(current().getEstimate());
    }

    /** Hashes the sketch holds: at most twice its nominal entries. */
    int retained() {
        return current().getRetainedEntries(true);
    }

    // The type prefix keeps the number 1 apart from the text "1", as the page's Set did.
    private static String key(Object value) {
        if (value instanceof BigDecimal number) {
            return "n" + Datasets.canonical(number);
        }
        return (value instanceof String ? "s" : "b") + value;
    }
}
