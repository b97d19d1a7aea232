package org.mnemos.api.connector;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One record of a source, its values in column order as the source gave them (no trimming,
 * no null-token interpretation: that is the profiler's job).
 *
 * @param number where the record starts in its source: the 1-based line of a text file, or
 *               the 1-based row number of a result set or page of records
 * @param values the values in column order; an element may be {@code null} (SQL NULL, JSON null)
 */
public record Row(long number, List<String> values) {

    public Row {
        if (number < 1) {
            throw new IllegalArgumentException("row number must be positive: " + number);
        }
        // List.copyOf rejects null elements, which are legitimate values here.
        values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    /** The value at {@code index}, or {@code null} when the row is shorter than that. */
    public String value(int index) {
        return index < values.size() ? values.get(index) : null;
    }

    public int size() {
        return values.size();
    }
}
