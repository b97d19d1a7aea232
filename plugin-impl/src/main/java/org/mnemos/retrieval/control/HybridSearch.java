package org.mnemos.retrieval.control;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.util.VectorUtil;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * One hybrid search over one point-in-time view of the index: BM25 (with the workspace's own
 * statistics) and filtered vector search each fetch a deep candidate list, a convex combination of
 * their normalised scores orders the union, and every candidate gets its exact cosine and lexical
 * coverage for the relevance.
 */
final class HybridSearch {

    /**
     * Candidates per side: deep enough that fusion can promote what one side ranks low. Twice the hits asked
     * for ranks as well as four times on the conversational development sets (recall@10 0.624 and 0.812
     * against 0.624 and 0.814) and halves the BM25 side's work; once loses 0.03
     * (src/site/markdown/benchmarks-recall-quality.md).
     */
    private static final int DEPTH_PER_HIT = 2;

    private static final int MIN_DEPTH = 50;

    /**
     * The dense side's share of the fused score follows how long the workspace's entries are: from
     * {@link #SHORT_DENSE_WEIGHT} for short chat turns to {@link #LONG_DENSE_WEIGHT} for long messages,
     * log-linear in between. Measured on the conversational development sets
     * (src/site/markdown/benchmarks-recall-quality.md): with all-MiniLM-L6-v2, turns of ~15 terms are
     * found lexically (names, places, small facts; their vectors carry little) and fusion peaks at
     * 0.2–0.4, messages of ~200 terms semantically, peaking at 0.6–0.8; no single share beats both
     * BM25 on the one and dense on the other.
     */
    static final double SHORT_DENSE_WEIGHT = 0.35;

    static final double LONG_DENSE_WEIGHT = 0.7;

    /** Average analysed terms per entry at which the short and the long weight apply in full. */
    static final double SHORT_TERMS = 20;

    static final double LONG_TERMS = 160;

    private static final Comparator<Hit> BEST_FIRST = Comparator.comparingDouble(Hit::fusedScore)
            .reversed()
            .thenComparing(Comparator.comparingDouble(Hit::relevance).reversed())
            .thenComparing(Hit::id);

    private final WorkspaceSearcher searcher;
    private final SearchRequest request;
    /** The scope filter, or null when it leaves out no live entry and each side can skip it. */
    private final Query narrowing;

    private final int depth;
    private final Optional<LexicalQuery> lexical;
    private final float[] queryVector;
    private final Map<Integer, Float> bm25 = new HashMap<>();

    HybridSearch(IndexSearcher view, Analyzer analyzer, SearchRequest request) throws IOException {
        WorkspaceSearcher searcher =
                new WorkspaceSearcher(view.getIndexReader(), request.tenant(), request.workspace());
        this.searcher = searcher;
        this.request = request;
        Query filter = ScopeFilter.of(request);
        this.narrowing = ScopeFilter.excludesAny(filter, searcher) ? filter : null;
        this.depth = Math.max(request.k() * DEPTH_PER_HIT, MIN_DEPTH);
        this.lexical = request.hasText()
                ? LexicalQuery.of(request.queryText(), narrowing, analyzer, searcher)
                : Optional.empty();
        this.queryVector = request.hasVector() ? Vectors.unit(request.queryVector()) : null;
    }

    List<Hit> run() throws IOException {
        ScoreDoc[] lexicalRanking = lexical.isPresent() ? lexicalRanking(lexical.get()) : new ScoreDoc[0];
        ScoreDoc[] denseRanking = queryVector != null ? denseRanking() : new ScoreDoc[0];
        double denseWeight = lexical.isEmpty() ? 1 : queryVector == null ? 0 : denseWeight();
        List<Hit> hits = new ArrayList<>();
        for (Map.Entry<Integer, Double> fused :
                ScoreFusion.convex(lexicalRanking, denseRanking, denseWeight).entrySet()) {
            hits.add(hit(fused.getKey(), fused.getValue()));
        }
        return hits.stream().sorted(BEST_FIRST).limit(request.k()).toList();
    }

    private double denseWeight() throws IOException {
        double terms = searcher.averageLength();
        double position = Math.log(terms / SHORT_TERMS) / Math.log(LONG_TERMS / SHORT_TERMS);
        return SHORT_DENSE_WEIGHT + (LONG_DENSE_WEIGHT - SHORT_DENSE_WEIGHT) * Math.max(0, Math.min(1, position));
    }

    private ScoreDoc[] lexicalRanking(LexicalQuery query) throws IOException {
        ScoreDoc[] ranking = searcher.search(query.query(), depth).scoreDocs;
        for (ScoreDoc hit : ranking) {
            bm25.put(hit.doc, hit.score);
        }
        return ranking;
    }

    private ScoreDoc[] denseRanking() throws IOException {
        int largestSegment = searcher.getIndexReader().leaves().stream()
                .mapToInt(leaf -> leaf.reader().maxDoc())
                .max()
                .orElse(0);
        return searcher.search(ScopedVectorQuery.nearest(queryVector, depth, narrowing, largestSegment), depth)
                .scoreDocs;
    }

    private Hit hit(int doc, double fusedScore) throws IOException {
        float score = bm25.getOrDefault(doc, 0f);
        double coverage = lexical.map(query -> score / query.maxScore()).orElse(Double.NaN);
        double cosine = queryVector == null ? Double.NaN : cosine(doc);
        float vectorScore = queryVector == null ? 0f : (float) cosine;
        return new Hit(id(doc), score, vectorScore, fusedScore, Relevance.of(cosine, coverage));
    }

    private String id(int doc) throws IOException {
        LeafReaderContext leaf = leafOf(doc);
        BinaryDocValues ids = DocValues.getBinary(leaf.reader(), EntryDocument.ID);
        if (!ids.advanceExact(doc - leaf.docBase)) {
            throw new IllegalStateException("Index document without an entry id: rebuild the index");
        }
        return ids.binaryValue().utf8ToString();
    }

    private LeafReaderContext leafOf(int doc) {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        return leaves.get(ReaderUtil.subIndex(doc, leaves));
    }

    /** Exact cosine of a document's stored vector; 0 when the entry was indexed without one. */
    private double cosine(int doc) throws IOException {
        LeafReaderContext leaf = leafOf(doc);
        FloatVectorValues vectors = leaf.reader().getFloatVectorValues(EntryDocument.VECTOR);
        int target = doc - leaf.docBase;
        if (vectors == null || vectors.advance(target) != target) {
            return 0;
        }
        return VectorUtil.dotProduct(queryVector, vectors.vectorValue());
    }
}
