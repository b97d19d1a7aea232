package org.mnemos.memory.control;

import javax.sql.DataSource;
import org.mnemos.retrieval.control.IndexSource;

/** Memory's real read model for the index, on a test database, for tests of the index outside a server. */
public final class EntryReaders {

    private EntryReaders() {}

    public static IndexSource on(DataSource database) {
        IndexedEntryReader reader = new IndexedEntryReader();
        reader.dataSource = database;
        return reader;
    }
}
