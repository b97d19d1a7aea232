package org.mnemos.refresh.control;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.Row;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.SnapshotRows;

/**
 * Keeps the rows of a read for a program's snapshot, up to a cap in rows and in bytes (the UTF-8 length of
 * the values, about what the stored JSON will weigh). Past the cap it keeps counting but drops the rows, so
 * memory stays bounded and the read still profiles the whole source.
 */
final class SnapshotRowsSink implements SnapshotSink {

    private final long maxRows;
    private final long maxBytes;
    private List<String> columns = List.of();
    private List<List<String>> rows = new ArrayList<>();
    private long bytes;
    private boolean over;

    SnapshotRowsSink(long maxRows, long maxBytes) {
        this.maxRows = maxRows;
        this.maxBytes = maxBytes;
    }

    @Override
    public void start(List<String> columns) {
        this.columns = List.copyOf(columns);
        rows = new ArrayList<>();
        bytes = 0;
        over = false;
    }

    @Override
    public void accept(Row row) {
        if (over) {
            return;
        }
        bytes += weight(row);
        if (rows.size() >= maxRows || bytes > maxBytes) {
            over = true;
            rows = List.of();
            return;
        }
        rows.add(row.values());
    }

    @Override
    public RefreshRecord.ContentKind kind() {
        return RefreshRecord.ContentKind.ROWS;
    }

    /** Whether the source held more than the cap allows; then there are no rows to store. */
    @Override
    public boolean overCap() {
        return over;
    }

    @Override
    public String content() {
        return rows().json();
    }

    SnapshotRows rows() {
        if (over) {
            throw new IllegalStateException("A read over the cap keeps no rows");
        }
        return new SnapshotRows(columns, rows);
    }

    private static long weight(Row row) {
        long weight = 2;
        for (String value : row.values()) {
            weight += 3 + (value == null ? 4 : value.getBytes(StandardCharsets.UTF_8).length);
        }
        return weight;
    }
}
