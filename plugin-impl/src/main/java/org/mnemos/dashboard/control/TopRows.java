package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;

/**
 * A detail table's rows: the first {@code limit} rows by the table's sort (ties in source order, absent sort
 * values last), or the first {@code limit} rows of the source without one, each with only the table's columns.
 * A heap of {@code limit} rows holds the best so far, so memory is bounded by the limit (at most 500).
 */
final class TopRows {

    private record Kept(long position, Object sortValue, Object[] cells) {}

    private final DetailTable table;
    private final List<String> fields;
    private final Comparator<Kept> order;
    private final PriorityQueue<Kept> best;
    private long position;

    TopRows(DetailTable table) {
        this.table = table;
        this.fields = table.columns().stream().map(TableColumn::field).toList();
        Comparator<Object> values = table.sort() != null && table.sort().order() == SortOrder.DESCENDING
                ? ValueOrder.DESCENDING
                : ValueOrder.ASCENDING;
        this.order = Comparator.comparing(Kept::sortValue, values).thenComparingLong(Kept::position);
        // The head is the worst row kept: the one a better row replaces.
        this.best = new PriorityQueue<>(order.reversed());
    }

    /** The fields whose values {@link #add} takes, in order: the columns shown. */
    List<String> fields() {
        return fields;
    }

    String sortField() {
        return table.sort() == null ? null : table.sort().field();
    }

    /**
     * @param cells     the values of {@link #fields()}
     * @param sortValue the value of the sort field (ignored without a sort)
     */
    void add(Object[] cells, Object sortValue) {
        Kept row = new Kept(position++, table.sort() == null ? null : sortValue, cells);
        if (best.size() < table.limit()) {
            best.add(row);
        } else if (table.sort() != null && order.compare(row, best.peek()) < 0) {
            best.poll();
            best.add(row);
        }
    }

    int retained() {
        return best.size();
    }

    List<Map<String, Object>> rows() {
        List<Kept> sorted = new ArrayList<>(best);
        sorted.sort(order);
        return sorted.stream()
                .map(kept -> {
                    Map<String, Object> row = new LinkedHashMap<>();
                    for (int i = 0; i < fields.size(); i++) {
                        row.put(fields.get(i), kept.cells()[i]);
                    }
                    return row;
                })
                .toList();
    }
}
