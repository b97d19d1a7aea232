package org.mnemos.memory.control;

import java.util.List;
import org.mnemos.retrieval.IndexedEntry;

/**
 * Fired inside the transaction that changed memory; observers after commit bring derived copies
 * (the retrieval index, the timeline's live feed) in line. {@code erased} lists ids whose content is
 * gone; {@code erasedIn} names their workspace, or is null when the firer did not say.
 */
public record MemoryChanged(List<IndexedEntry> upserted, List<String> erased, String erasedIn) {

    public static MemoryChanged upserted(List<IndexedEntry> entries) {
        return new MemoryChanged(entries, List.of(), null);
    }

    public static MemoryChanged erased(List<String> ids) {
        return new MemoryChanged(List.of(), ids, null);
    }

    public static MemoryChanged erased(String workspaceId, List<String> ids) {
        return new MemoryChanged(List.of(), ids, workspaceId);
    }
}
