package org.mnemos.connector.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.mnemos.api.connector.Row;

/**
 * A uniform sample of a fixed number of rows from a stream of unknown length (Vitter's
 * algorithm R). The seed is fixed so that the same source always yields the same sample,
 * and with it the same profile and prompt.
 */
final class RowReservoir {

    private static final long SEED = 20_240_601L;

    private final int capacity;
    private final List<Row> rows;
    private final SplittableRandom random = new SplittableRandom(SEED);
    private long seen;

    RowReservoir(int capacity) {
        this.capacity = capacity;
        this.rows = new ArrayList<>(capacity);
    }

    void offer(Row row) {
        seen++;
        if (rows.size() < capacity) {
            rows.add(row);
            return;
        }
        long slot = random.nextLong(seen);
        if (slot < capacity) {
            rows.set((int) slot, row);
        }
    }

    /** The sampled rows' values, in source order. */
    List<List<String>> sample() {
        return rows.stream()
                .sorted(Comparator.comparingLong(Row::number))
                .map(Row::values)
                .toList();
    }

    int size() {
        return rows.size();
    }
}
