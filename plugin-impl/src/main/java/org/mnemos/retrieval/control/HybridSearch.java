package org.mnemos.retrieval.control;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.util.VectorUtil;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * One hybrid search over one point-in-time view of the index: BM25 and filtered vector search
 * each fetch a deep candidate list, Reciprocal Rank Fusion orders the union, and every
 * candidate gets its exact cosine and lexical coverage for the relevance.
 */
final class HybridSearch {

    /** Candidates per side: deep enough that fusion can promote what one side ranks low. */
    private static final int MIN_DEPTH = 50;

    private static final Comparator<Hit> BEST_FIRST = Comparator.comparingDouble(Hit::fusedScore)
            .reversed()
            .thenComparing(Comparator.comparingDouble(Hit::relevance).reversed())
            .thenComparing(Hit::id);

    private final IndexSearcher searcher;
    private final SearchRequest request;
    private final Query filter;
    private final int depth;
    private final Optional<LexicalQuery> lexical;
    private final float[] queryVector;
    private final Map<Integer, Float> bm25 = new HashMap<>();

    HybridSearch(IndexSearcher searcher, Analyzer analyzer, SearchRequest request) throws IOException {
        this.searcher = searcher;
        this.request = request;
        this.filter = ScopeFilter.of(request);
        this.depth = Math.max(request.k() * 4, MIN_DEPTH);
        this.lexical =
                request.hasText() ? LexicalQuery.of(request.queryText(), filter, analyzer, searcher) : Optional.empty();
        this.queryVector = request.hasVector() ? Vectors.unit(request.queryVector()) : null;
    }

    List<Hit> run() throws IOException {
        List<ScoreDoc[]> rankings = new ArrayList<>();
        if (lexical.isPresent()) {
            rankings.add(lexicalRanking(lexical.get()));
        }
        if (queryVector != null) {
            rankings.add(denseRanking());
        }
        List<Hit> hits = new ArrayList<>();
        for (Map.Entry<Integer, Double> fused : RankFusion.fuse(rankings).entrySet()) {
            hits.add(hit(fused.getKey(), fused.getValue()));
        }
        return hits.stream().sorted(BEST_FIRST).limit(request.k()).toList();
    }

    private ScoreDoc[] lexicalRanking(LexicalQuery query) throws IOException {
        ScoreDoc[] ranking = searcher.search(query.query(), depth).scoreDocs;
        for (ScoreDoc hit : ranking) {
            bm25.put(hit.doc, hit.score);
        }
        return ranking;
    }

    private ScoreDoc[] denseRanking() throws IOException {
        return searcher.search(new KnnFloatVectorQuery(EntryDocument.VECTOR, queryVector, depth, filter), depth)
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
        return searcher.storedFields().document(doc, Set.of(EntryDocument.ID)).get(EntryDocument.ID);
    }

    /** Exact cosine of a document's stored vector; 0 when the entry was indexed without one. */
    private double cosine(int doc) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
        FloatVectorValues vectors = leaf.reader().getFloatVectorValues(EntryDocument.VECTOR);
        int target = doc - leaf.docBase;
        if (vectors == null || vectors.advance(target) != target) {
            return 0;
        }
        return VectorUtil.dotProduct(queryVector, vectors.vectorValue());
    }
}
