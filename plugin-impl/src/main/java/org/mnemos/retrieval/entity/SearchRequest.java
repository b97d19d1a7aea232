package org.mnemos.retrieval.entity;

import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * A scoped query. Tenant and workspace are mandatory so that no search can cross them; an
 * empty kinds, categories or statuses set means "any". Entries whose expiry or review date is
 * at or before {@code now} are never returned.
 *
 * @param queryText   text for the lexical (BM25) side, or null
 * @param queryVector unit-length query embedding for the dense side, or null
 * @param k           how many hits to return at most
 */
public record SearchRequest(
        String tenant,
        String workspace,
        Set<String> kinds,
        Set<String> categories,
        Set<String> statuses,
        Instant now,
        String queryText,
        float[] queryVector,
        int k) {

    public SearchRequest {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(now, "now");
        kinds = kinds == null ? Set.of() : Set.copyOf(kinds);
        categories = categories == null ? Set.of() : Set.copyOf(categories);
        statuses = statuses == null ? Set.of() : Set.copyOf(statuses);
        if ((queryText == null || queryText.isBlank()) && queryVector == null) {
            throw new IllegalArgumentException("a search needs query text, a query vector or both");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
    }

    /** A query over every kind, category and status of one workspace; narrow it with the withers. */
    public static SearchRequest of(
            String tenant, String workspace, String queryText, float[] queryVector, int k, Instant now) {
        return new SearchRequest(tenant, workspace, Set.of(), Set.of(), Set.of(), now, queryText, queryVector, k);
    }

    public SearchRequest withKinds(Set<String> kinds) {
        return new SearchRequest(tenant, workspace, kinds, categories, statuses, now, queryText, queryVector, k);
    }

    public SearchRequest withCategories(Set<String> categories) {
        return new SearchRequest(tenant, workspace, kinds, categories, statuses, now, queryText, queryVector, k);
    }

    public SearchRequest withStatuses(Set<String> statuses) {
        return new SearchRequest(tenant, workspace, kinds, categories, statuses, now, queryText, queryVector, k);
    }

    public boolean hasText() {
        return queryText != null && !queryText.isBlank();
    }

    public boolean hasVector() {
        return queryVector != null;
    }
}
