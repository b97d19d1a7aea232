package org.mnemos.retrieval.entity;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;

/**
 * What the retrieval index needs of a memory entry: its id, the fields recall filters on,
 * the text to match lexically and its embedding. The content is analysed but not stored in the
 * index, so the database stays the only place that holds it.
 *
 * @param category  the selective-memory category, or null when the entry has none
 * @param expiresAt null when the entry does not expire
 * @param reviewAt  null when the entry has no review date
 * @param vector    what the entry is found by in meaning: its embedding, or (a short turn of a conversation) its
 *                  embedding plus that of the turn before it; null to index the entry for lexical matching only
 * @param context   text matched lexically together with the content but not part of it (the turn before a
 *                  short turn of a conversation), or null
 */
public record IndexedEntry(
        String id,
        String tenant,
        String workspace,
        String kind,
        String category,
        String status,
        Instant expiresAt,
        Instant reviewAt,
        String content,
        float[] vector,
        String context) {

    /** An entry matched by its own content only. */
    public IndexedEntry(
            String id,
            String tenant,
            String workspace,
            String kind,
            String category,
            String status,
            Instant expiresAt,
            Instant reviewAt,
            String content,
            float[] vector) {
        this(id, tenant, workspace, kind, category, status, expiresAt, reviewAt, content, vector, null);
    }

    public IndexedEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(content, "content");
    }

    /** Whether the index would hold the same document for both (a record compares its vector by identity). */
    public boolean indexedAlike(IndexedEntry other) {
        return Arrays.equals(vector, other.vector) && withoutVector().equals(other.withoutVector());
    }

    private IndexedEntry withoutVector() {
        return new IndexedEntry(
                id, tenant, workspace, kind, category, status, expiresAt, reviewAt, content, null, context);
    }
}
