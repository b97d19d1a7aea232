package org.mnemos.retrieval.control;

/**
 * A 0..1 relevance callers can threshold to abstain. The fused score ({@link ScoreFusion}) orders hits, but
 * it is normalised within each result list, so it says how a hit compares with the others, not how good a
 * match it is; this measure does.
 *
 * <p>Dense similarity is the base (a cosine below zero counts as no relevance). Lexical
 * coverage then closes part of the remaining gap to 1, so shared rare words strengthen a
 * semantic match but a semantic match without them is not penalised.
 */
final class Relevance {

    /** How much of the gap to 1 full lexical coverage can close. */
    private static final double LEXICAL_SHARE = 0.5;

    private Relevance() {}

    /**
     * @param cosine   cosine similarity, or NaN when the query had no vector
     * @param coverage BM25 score / highest reachable score, or NaN when the query had no text
     */
    static double of(double cosine, double coverage) {
        if (Double.isNaN(cosine)) {
            return clamp(coverage);
        }
        double dense = clamp(cosine);
        if (Double.isNaN(coverage)) {
            return dense;
        }
        return dense + (1 - dense) * LEXICAL_SHARE * clamp(coverage);
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(1, value));
    }
}
