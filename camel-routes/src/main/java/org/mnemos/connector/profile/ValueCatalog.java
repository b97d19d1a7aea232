package org.mnemos.connector.profile;

import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.datasketches.frequencies.ErrorType;
import org.apache.datasketches.frequencies.ItemsSketch;
import org.mnemos.api.connector.ValueCount;

/**
 * The values of a column with their counts: exact while there are few, then the frequent
 * items of a bounded sketch. Values are cut to {@value #MAX_VALUE_LENGTH} characters, which
 * bounds memory and is longer than any value worth listing in a prompt.
 */
final class ValueCatalog {

    static final int EXACT_CAP = 50;
    static final int MAX_VALUE_LENGTH = 100;
    private static final int SKETCH_MAP_SIZE = 512;
    private static final int TOP = 20;

    private Map<String, Long> exact = new LinkedHashMap<>();
    private ItemsSketch<String> sketch;

    void add(String value) {
        String key = value.length() > MAX_VALUE_LENGTH ? value.substring(0, MAX_VALUE_LENGTH) + "…" : value;
        if (sketch != null) {
            sketch.update(key);
            return;
        }
        exact.merge(key, 1L, Long::sum);
        if (exact.size() > EXACT_CAP) {
            sketch = new ItemsSketch<>(SKETCH_MAP_SIZE);
            exact.forEach(sketch::update);
            exact = null;
        }
    }

    boolean isComplete() {
        return sketch == null;
    }

    /** All values when complete, else the most frequent ones; most frequent first. */
    List<ValueCount> values() {
        Comparator<ValueCount> byCount =
                Comparator.comparingLong(ValueCount::count).reversed();
        if (isComplete()) {
            return exact.entrySet().stream()
                    .map(e -> new ValueCount(e.getKey(), e.getValue()))
                    .sorted(byCount.thenComparing(ValueCount::value))
                    .toList();
        }
        return Arrays.stream(sketch.getFrequentItems(ErrorType.NO_FALSE_NEGATIVES))
                .map(row -> new ValueCount(row.getItem(), row.getEstimate()))
                .sorted(byCount.thenComparing(ValueCount::value))
                .limit(TOP)
                .toList();
    }

    /** Entries held: at most {@value #EXACT_CAP} + 1 exact, or the sketch's bounded map. */
    int retainedItems() {
        return isComplete() ? exact.size() : sketch.getCurrentMapCapacity();
    }
}
