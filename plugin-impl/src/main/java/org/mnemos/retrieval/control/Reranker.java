package org.mnemos.retrieval.control;

import java.util.List;
import java.util.Optional;

/**
 * Reads each of Recall's first candidates against the query, as a cross-encoder does, where one is
 * configured ({@link RerankerProducer}). A bi-encoder's vector and BM25 see a candidate without the question;
 * a re-ranker sees both together, which is what finds evidence that shares little wording with the question.
 */
public interface Reranker {

    /** No re-ranking: the index's fused order stands. */
    Reranker NONE = new Reranker() {
        @Override
        public int depth() {
            return 0;
        }

        @Override
        public Optional<double[]> scores(String query, List<String> documents) {
            return Optional.empty();
        }
    };

    /** How many of the first candidates it reads; 0 when there is no re-ranker. */
    int depth();

    /**
     * One score per document, in the documents' order, higher meaning more relevant; empty when the re-ranker
     * could not answer (Recall then keeps its own order).
     */
    Optional<double[]> scores(String query, List<String> documents);
}
