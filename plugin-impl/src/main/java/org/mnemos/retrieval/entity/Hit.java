package org.mnemos.retrieval.entity;

/**
 * One candidate returned by the index, best first.
 *
 * @param bm25Score   raw BM25 score of the lexical match, 0 when the entry was not a lexical hit
 * @param vectorScore cosine similarity to the query vector in -1..1, 0 without a query vector
 *                    or an entry vector
 * @param fusedScore  0..1 convex combination of the normalised lexical and dense scores among this
 *                    search's candidates; orders the hits, but only relative to one query
 * @param relevance   a query-independent 0..1 relevance that callers can threshold to abstain
 */
public record Hit(String id, float bm25Score, float vectorScore, double fusedScore, double relevance) {}
