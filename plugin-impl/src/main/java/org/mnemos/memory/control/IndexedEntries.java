package org.mnemos.memory.control;

import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.entity.IndexedEntry;

/** What of an entry the retrieval index gets: scope and filter fields, content terms and the vector. */
public final class IndexedEntries {

    private IndexedEntries() {}

    public static IndexedEntry of(MemoryEntry entry) {
        return new IndexedEntry(
                entry.id(),
                entry.scope().tenant(),
                entry.scope().workspaceId(),
                entry.kind().name(),
                entry.category().name(),
                entry.status().name(),
                entry.lifetime().expiresAt(),
                entry.lifetime().reviewAt(),
                entry.content(),
                entry.embedding() == null ? null : EmbeddingBytes.decode(entry.embedding()));
    }
}
