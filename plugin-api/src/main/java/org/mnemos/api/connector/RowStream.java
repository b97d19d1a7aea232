package org.mnemos.api.connector;

import java.util.Iterator;
import java.util.List;

/**
 * A forward-only stream of rows under a fixed header, read lazily from its source so that a
 * consumer can process sources larger than memory. {@link #next()} and {@link #hasNext()}
 * throw {@link ConnectorException} when the source fails or a row is malformed under a
 * fail-fast policy. Close it to release the source (file handle, connection, cursor).
 */
public interface RowStream extends Iterator<Row>, AutoCloseable {

    /** The column names, in the order of {@link Row#values()}. */
    List<String> columns();

    /** Rows skipped so far because they were malformed (0 under a fail-fast policy). */
    long malformedRows();

    @Override
    void close();
}
