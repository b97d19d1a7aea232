package org.mnemos.retrieval.control;

import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Convex combination of the two sides' min-max normalised scores (Bruch, Gai and Ingber 2023, "An
 * Analysis of Fusion Functions for Hybrid Retrieval"): unlike reciprocal rank fusion it keeps how far
 * apart two candidates are, so a strong lexical match on a rare name is not levelled with a weak one.
 * A candidate one side did not return counts as that side's minimum.
 */
final class ScoreFusion {

    private ScoreFusion() {}

    /** Fused score per Lucene doc id, in 0..1. */
    static Map<Integer, Double> convex(ScoreDoc[] lexical, ScoreDoc[] dense, double denseWeight) {
        Map<Integer, Double> fused = new HashMap<>();
        add(fused, lexical, 1 - denseWeight);
        add(fused, dense, denseWeight);
        return fused;
    }

    private static void add(Map<Integer, Double> fused, ScoreDoc[] ranking, double weight) {
        if (ranking.length == 0) {
            return;
        }
        // Lucene returns each side best first.
        double max = ranking[0].score;
        double min = ranking[ranking.length - 1].score;
        for (ScoreDoc hit : ranking) {
            double normalised = max > min ? (hit.score - min) / (max - min) : 1;
            fused.merge(hit.doc, weight * normalised, Double::sum);
        }
    }
}
