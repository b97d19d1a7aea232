package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * What of a loaded entry the retrieval index gets: scope and filter fields, content terms, the vector and,
 * for a short turn of a conversation, the turn before it as context ({@link TurnContext}). Its twin for rows
 * read without entities is {@link IndexedEntryReader}; both must give the index the same document.
 */
@ApplicationScoped
public class IndexedEntries {

    @Inject
    Memories store;

    public IndexedEntry of(MemoryEntry entry) {
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
                entry.embedding() == null ? null : EmbeddingBytes.decode(entry.embedding()),
                TurnContext.isShort(entry.content()) ? TurnContext.of(entry.content(), previousTurn(entry)) : null);
    }

    /** Quarantined text addresses an agent; it is kept out of what another entry is matched by. */
    private String previousTurn(MemoryEntry entry) {
        if (entry.conversation().isEmpty() || entry.turn() <= 1) {
            return null;
        }
        return store.turn(entry.scope().workspaceId(), entry.conversation().get(), entry.turn() - 1)
                .filter(previous -> previous.status() != Status.QUARANTINED)
                .map(MemoryEntry::content)
                .orElse(null);
    }
}
