package org.mnemos.memory.control;

import java.util.List;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Fired inside the transaction that changed memory; observers after commit bring derived copies
 * (the retrieval index, the timeline's live feed) in line. {@code erased} lists ids whose content is
 * gone and {@code erasedIn} names their workspace. {@code partOfRun} erasures belong to a job run that
 * expunges the index once when it ends, instead of after each chunk.
 */
public record MemoryChanged(List<IndexedEntry> upserted, List<String> erased, String erasedIn, boolean partOfRun) {

    public static MemoryChanged upserted(List<IndexedEntry> entries) {
        return new MemoryChanged(entries, List.of(), null, false);
    }

    public static MemoryChanged erased(String workspaceId, List<String> ids) {
        return new MemoryChanged(List.of(), ids, workspaceId, false);
    }

    public static MemoryChanged erasedInRun(String workspaceId, List<String> ids) {
        return new MemoryChanged(List.of(), ids, workspaceId, true);
    }
}
