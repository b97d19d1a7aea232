package org.mnemos.connector.route;

import java.util.List;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.RowStream;

/** A row stream that hands every row it yields to a sink as well, started when the stream is. */
final class SinkingRows implements RowStream {

    private final RowStream rows;
    private final RowSink sink;

    SinkingRows(RowStream rows, RowSink sink) {
        this.rows = rows;
        this.sink = sink;
        sink.start(rows.columns());
    }

    @Override
    public List<String> columns() {
        return rows.columns();
    }

    @Override
    public boolean hasNext() {
        return rows.hasNext();
    }

    @Override
    public Row next() {
        Row row = rows.next();
        sink.accept(row);
        return row;
    }

    @Override
    public long malformedRows() {
        return rows.malformedRows();
    }

    @Override
    public void close() {
        rows.close();
    }
}
