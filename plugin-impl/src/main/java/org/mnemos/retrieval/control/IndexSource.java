package org.mnemos.retrieval.control;

import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.mnemos.retrieval.entity.IndexedEntry;

/** Port: what the index must hold, read from the system of record; the index is derived and rebuilt from it. */
public interface IndexSource {

    long count() throws SQLException;

    /**
     * Hands every entry to {@code batches}, at most {@code batchSize} at a time, without holding them all in
     * memory; a batch list is reused once its call returns.
     */
    void readAll(int batchSize, Consumer<List<IndexedEntry>> batches) throws SQLException;

    /** The entries with these ids that are stored now; ids of erased entries are left out. */
    List<IndexedEntry> read(Collection<String> ids) throws SQLException;
}
