package org.mnemos.api.connector;

import java.util.List;

/**
 * What a streaming read ({@link DataConnectors#read}) does with each row besides profiling it. A read that
 * fails part-way is retried from the first row, so {@link #start} comes before the rows of every attempt and
 * must forget whatever an earlier attempt handed over.
 */
public interface RowSink {

    /** The columns of the rows that follow; called at the start of every attempt. */
    void start(List<String> columns);

    /** The next row, in source order. */
    void accept(Row row);
}
