package org.mnemos.memory.control;

import java.util.List;
import org.mnemos.retrieval.IndexedEntry;

/**
 * Fired inside the transaction that changed memory; observers after commit bring derived copies
 * (the retrieval index) in line. {@code erased} lists ids whose content is gone. {@code partOfRun}
 * erasures belong to a job run that expunges the index once when it ends, instead of after each chunk.
 */
public record MemoryChanged(List<IndexedEntry> upserted, List<String> erased, boolean partOfRun) {

    public static MemoryChanged upserted(List<IndexedEntry> entries) {
        return new MemoryChanged(entries, List.of(), false);
    }

    public static MemoryChanged erased(List<String> ids) {
        return new MemoryChanged(List.of(), ids, false);
    }

    public static MemoryChanged erasedInRun(List<String> ids) {
        return new MemoryChanged(List.of(), ids, true);
    }
}
