package org.mnemos.memory.control;

import java.util.List;
import org.mnemos.retrieval.IndexedEntry;

/**
 * Fired inside the transaction that changed memory; observers after commit bring derived copies
 * (the retrieval index) in line. {@code erased} lists ids whose content is gone.
 */
public record MemoryChanged(List<IndexedEntry> upserted, List<String> erased) {

    public static MemoryChanged upserted(List<IndexedEntry> entries) {
        return new MemoryChanged(entries, List.of());
    }

    public static MemoryChanged erased(List<String> ids) {
        return new MemoryChanged(List.of(), ids);
    }
}
