package org.mnemos.retrieval.control;

import java.io.IOException;
import java.util.Set;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.BytesRef;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * The non-scoring filter both search sides share: the same clauses restrict BM25 and pre-filter
 * the vector search, so neither can return an entry outside the requested scope or lifetime.
 */
final class ScopeFilter {

    private ScopeFilter() {}

    static Query of(SearchRequest request) {
        long now = request.now().toEpochMilli();
        BooleanQuery.Builder filter = new BooleanQuery.Builder()
                .add(new TermQuery(new Term(EntryDocument.TENANT, request.tenant())), Occur.FILTER)
                .add(new TermQuery(new Term(EntryDocument.WORKSPACE, request.workspace())), Occur.FILTER)
                .add(LongPoint.newRangeQuery(EntryDocument.EXPIRES_AT, now + 1, Long.MAX_VALUE), Occur.FILTER)
                .add(LongPoint.newRangeQuery(EntryDocument.REVIEW_AT, now + 1, Long.MAX_VALUE), Occur.FILTER);
        anyOf(filter, EntryDocument.KIND, request.kinds());
        anyOf(filter, EntryDocument.CATEGORY, request.categories());
        anyOf(filter, EntryDocument.STATUS, request.statuses());
        return filter.build();
    }

    /**
     * Whether {@code filter} leaves out some live document. When it leaves out none (one workspace, nothing
     * expiring), the vector search can go without it and spare the bit set of accepted documents it would build
     * per segment. Answers from counts Lucene knows without visiting documents; when it cannot tell (deletions,
     * an uncountable clause), it says yes, the safe side.
     */
    static boolean excludesAny(Query filter, IndexSearcher searcher) throws IOException {
        Weight weight = searcher.createWeight(searcher.rewrite(filter), ScoreMode.COMPLETE_NO_SCORES, 1);
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            if (weight.count(leaf) != leaf.reader().numDocs()) {
                return true;
            }
        }
        return false;
    }

    private static void anyOf(BooleanQuery.Builder filter, String field, Set<String> values) {
        if (!values.isEmpty()) {
            filter.add(
                    new TermInSetQuery(field, values.stream().map(BytesRef::new).toList()), Occur.FILTER);
        }
    }
}
