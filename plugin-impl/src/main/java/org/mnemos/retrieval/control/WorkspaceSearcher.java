package org.mnemos.retrieval.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.SmallFloat;

/**
 * A searcher whose BM25 statistics (document count, average length, document frequencies) count
 * one workspace's entries only. Over the whole index, another workspace or tenant writing would
 * change this workspace's scores and order — results that drift with unrelated data, and a side
 * channel that reveals which words other tenants use.
 */
final class WorkspaceSearcher extends IndexSearcher {

    /**
     * Per-segment counts (a workspace's entries and their summed lengths, or its entries holding a term): a
     * segment with its deletions never changes, so a count holds for as long as the segment is searched, and
     * counts of segments no longer searched fall out by size. A key holds no segment, only its identity.
     */
    private static final Cache<CountKey, long[]> COUNTED =
            Caffeine.newBuilder().maximumSize(100_000).build();

    /** {@code term} is null for the workspace's entries and lengths, else the term whose holders are counted. */
    private record CountKey(IndexReader.CacheKey segment, String tenant, String workspace, Term term) {}

    private final String tenant;
    private final String workspaceId;
    private final Query workspace;
    private CollectionStatistics content;

    WorkspaceSearcher(IndexReader reader, String tenant, String workspace) {
        super(reader);
        this.tenant = tenant;
        this.workspaceId = workspace;
        this.workspace = new BooleanQuery.Builder()
                .add(new TermQuery(new Term(EntryDocument.TENANT, tenant)), Occur.FILTER)
                .add(new TermQuery(new Term(EntryDocument.WORKSPACE, workspace)), Occur.FILTER)
                .build();
    }

    @Override
    public CollectionStatistics collectionStatistics(String field) throws IOException {
        if (!EntryDocument.CONTENT.equals(field)) {
            return super.collectionStatistics(field);
        }
        if (content == null) {
            content = contentStatistics();
        }
        return content;
    }

    /** Analysed terms per entry of the workspace. */
    double averageLength() throws IOException {
        CollectionStatistics statistics = collectionStatistics(EntryDocument.CONTENT);
        return statistics.sumTotalTermFreq() / (double) statistics.docCount();
    }

    /** Lucene only asks for terms some document holds; one the workspace lacks matches none of its entries. */
    @Override
    public TermStatistics termStatistics(Term term, int docFreq, long totalTermFreq) throws IOException {
        int containing = Math.max(1, documentFrequency(term));
        return new TermStatistics(term.bytes(), containing, containing);
    }

    /** How many of the workspace's entries hold the term. */
    int documentFrequency(Term term) throws IOException {
        Query holders = new BooleanQuery.Builder()
                .add(workspace, Occur.FILTER)
                .add(new TermQuery(term), Occur.FILTER)
                .build();
        return (int) sum(new Term(term.field(), BytesRef.deepCopyOf(term.bytes())), holders)[0];
    }

    /**
     * Entries and their summed lengths, read from the norms BM25 itself scores with. An empty
     * workspace gets placeholder statistics: Lucene needs some, and no entry of it can match.
     */
    private CollectionStatistics contentStatistics() throws IOException {
        long[] counted = sum(null, workspace);
        long documents = counted[0];
        long length = counted[1];
        return documents == 0
                ? new CollectionStatistics(EntryDocument.CONTENT, 1, 1, 1, 1)
                : new CollectionStatistics(EntryDocument.CONTENT, documents, documents, length, length);
    }

    /**
     * Live entries matching {@code query} and their summed lengths over all segments. Counting visits every
     * matching entry (4 ms per query at 10⁶ for the workspace, as much again per common query word), so each
     * segment's count is kept.
     */
    private long[] sum(Term term, Query query) throws IOException {
        CountingWeight weight = new CountingWeight(query);
        long[] total = new long[2];
        for (LeafReaderContext leaf : getIndexReader().leaves()) {
            long[] counted = counted(leaf, term, weight);
            total[0] += counted[0];
            total[1] += counted[1];
        }
        return total;
    }

    private long[] counted(LeafReaderContext leaf, Term term, CountingWeight weight) throws IOException {
        IndexReader.CacheHelper segment = leaf.reader().getReaderCacheHelper();
        if (segment == null) {
            return count(leaf, weight.get());
        }
        try {
            return COUNTED.get(new CountKey(segment.getKey(), tenant, workspaceId, term), key -> {
                try {
                    return count(leaf, weight.get());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The query's weight, built only if some segment's count is not kept yet: a search mostly finds them all kept. */
    private final class CountingWeight {

        private final Query query;
        private Weight weight;

        CountingWeight(Query query) {
            this.query = query;
        }

        Weight get() throws IOException {
            if (weight == null) {
                weight = createWeight(rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1);
            }
            return weight;
        }
    }

    private static long[] count(LeafReaderContext leaf, Weight weight) throws IOException {
        Scorer scorer = weight.scorer(leaf);
        NumericDocValues norms = leaf.reader().getNormValues(EntryDocument.CONTENT);
        Bits live = leaf.reader().getLiveDocs();
        long documents = 0;
        long length = 0;
        if (scorer == null || norms == null) {
            return new long[] {0, 0};
        }
        DocIdSetIterator docs = scorer.iterator();
        for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
            if ((live == null || live.get(doc)) && norms.advanceExact(doc)) {
                documents++;
                length += Math.max(1, SmallFloat.byte4ToInt((byte) norms.longValue()));
            }
        }
        return new long[] {documents, length};
    }
}
