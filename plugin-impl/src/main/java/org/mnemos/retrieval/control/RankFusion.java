package org.mnemos.retrieval.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.search.ScoreDoc;

/**
 * Reciprocal Rank Fusion (Cormack, Clarke and Büttcher, 2009): each ranking adds 1 / (60 + rank)
 * per document. It needs no calibration between BM25 scores and cosines, which live on
 * unrelated scales.
 */
final class RankFusion {

    /** The constant from the paper; damps the weight of the very first ranks. */
    private static final int K = 60;

    private RankFusion() {}

    /** Fused score per Lucene doc id. */
    static Map<Integer, Double> fuse(List<ScoreDoc[]> rankings) {
        Map<Integer, Double> fused = new HashMap<>();
        for (ScoreDoc[] ranking : rankings) {
            for (int rank = 1; rank <= ranking.length; rank++) {
                fused.merge(ranking[rank - 1].doc, 1.0 / (K + rank), Double::sum);
            }
        }
        return fused;
    }
}
