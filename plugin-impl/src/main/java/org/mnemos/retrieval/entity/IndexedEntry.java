package org.mnemos.retrieval.entity;

import java.time.Instant;
import java.util.Objects;

/**
 * What the retrieval index needs of a memory entry: its id, the fields recall filters on,
 * the text to match lexically and its embedding. The content is analysed but not stored in the
 * index, so the database stays the only place that holds it.
 *
 * @param category  the selective-memory category, or null when the entry has none
 * @param expiresAt null when the entry does not expire
 * @param reviewAt  null when the entry has no review date
 * @param vector    the embedding, or null to index the entry for lexical matching only
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
        float[] vector) {

    public IndexedEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(content, "content");
    }
}
