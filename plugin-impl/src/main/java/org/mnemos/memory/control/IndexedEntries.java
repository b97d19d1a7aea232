package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * What of a loaded entry the retrieval index gets: scope and filter fields, content terms, the vector and,
 * for a short turn of a conversation, the turn before it as context of both ({@link TurnContext}). Its twin for rows
 * read without entities is {@link IndexedEntryReader}; both must give the index the same document.
 */
@ApplicationScoped
public class IndexedEntries {

    @Inject
    Memories store;

    public IndexedEntry of(MemoryEntry entry) {
        boolean mayHaveContext =
                entry.conversation().isPresent() && entry.turn() > 1 && TurnContext.isShort(entry.content());
        return of(entry, mayHaveContext ? previousTurn(entry).orElse(null) : null);
    }

    /**
     * With its previous turn already at hand (the write path has just looked it up), or null for none.
     * Quarantined text addresses an agent: it is kept out of what another entry is matched by.
     */
    IndexedEntry of(MemoryEntry entry, MemoryEntry previousTurn) {
        boolean context = previousTurn != null && previousTurn.status() != Status.QUARANTINED;
        String previous = context ? previousTurn.content() : null;
        float[] own = vector(entry);
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
                TurnContext.vector(entry.content(), own, previous, context ? vector(previousTurn) : null),
                TurnContext.of(entry.content(), previous));
    }

    private static float[] vector(MemoryEntry entry) {
        return entry.embedding() == null ? null : EmbeddingBytes.decode(entry.embedding());
    }

    private Optional<MemoryEntry> previousTurn(MemoryEntry entry) {
        return store.turn(entry.scope().workspaceId(), entry.conversation().get(), entry.turn() - 1);
    }
}
