package org.mnemos.retrieval.control;

import java.io.IOException;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TotalHits;
import org.apache.lucene.search.knn.KnnCollectorManager;
import org.apache.lucene.util.Bits;

/**
 * A filtered vector search that scans the accepted entries exactly while there are few enough of them. Lucene
 * 9 walks the HNSW graph whenever more than k entries pass the filter; with a selective filter (a category of a
 * tenth of a workspace) the walk passes many entries it may not return, and it gives up into an exact scan
 * after visiting as many as passed: both costs. Below {@link #EXACT_UP_TO} accepted entries a scan is cheaper
 * (about 2 ms for 10,000 on JDK 17) and exact.
 */
final class ScopedVectorQuery extends KnnFloatVectorQuery {

    static final int EXACT_UP_TO = 20_000;

    /**
     * The graph is searched for at least this many nearest entries, however few are asked for: with Lucene's
     * beam of k = 50, recall@10 against an exact scan fell to 0.75 at 10⁶ entries (src/site/markdown/benchmarks.md).
     */
    static final int SEARCH_BEAM = 150;

    /**
     * An unfiltered walk through a large graph needs a wider beam: at 10⁶ entries recall@10 was 0.906 with 150
     * and 0.951 with 300 (p95 3.9 and 5.0 ms), while at 10⁵ 150 already found the exact ten. A filtered walk
     * passes over the entries the filter rejects, so it visits more nodes for the same beam: a category of a
     * tenth kept 0.99 with 150 at 10⁶, and 300 took its p95 from 35 to 56 ms (src/site/markdown/benchmarks.md).
     */
    static final int WIDE_BEAM = 300;

    /** The size of a segment (one graph) from which an unfiltered walk takes {@link #WIDE_BEAM}. */
    static final int WIDE_BEAM_FROM = 250_000;

    private ScopedVectorQuery(float[] vector, int k, Query filter) {
        super(EntryDocument.VECTOR, vector, k, filter);
    }

    /**
     * The {@code depth} nearest entries are the best {@code depth} hits of this query; a null filter accepts all.
     * {@code largestSegment}: the most documents one segment of the index holds.
     */
    static ScopedVectorQuery nearest(float[] vector, int depth, Query filter, int largestSegment) {
        int beam = filter == null && largestSegment >= WIDE_BEAM_FROM ? WIDE_BEAM : SEARCH_BEAM;
        return new ScopedVectorQuery(vector, Math.max(depth, beam), filter);
    }

    /** Lucene passes the number of accepted entries + 1 as the limit (no limit when unfiltered). */
    @Override
    protected TopDocs approximateSearch(
            LeafReaderContext context, Bits acceptDocs, int visitedLimit, KnnCollectorManager collectors)
            throws IOException {
        if (visitedLimit <= EXACT_UP_TO + 1) {
            // An incomplete result is Lucene's cue to scan the accepted entries exactly.
            return new TopDocs(new TotalHits(0, TotalHits.Relation.GREATER_THAN_OR_EQUAL_TO), new ScoreDoc[0]);
        }
        return super.approximateSearch(context, acceptDocs, visitedLimit, collectors);
    }
}
