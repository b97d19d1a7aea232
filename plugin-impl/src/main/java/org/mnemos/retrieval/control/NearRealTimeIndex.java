package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;

/**
 * A Lucene directory with its single writer and near-real-time searchers. Every write refreshes
 * the searchers before it returns, so the next search on any thread sees it. Both the writer and
 * the searcher manager are thread-safe, so no lock is needed here.
 */
final class NearRealTimeIndex implements AutoCloseable {

    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;

    NearRealTimeIndex(Directory directory, Analyzer analyzer) {
        this.directory = directory;
        TieredMergePolicy mergePolicy = new TieredMergePolicy();
        // Forgetting must erase: expunging may not leave any segment with deleted documents.
        mergePolicy.setForceMergeDeletesPctAllowed(0);
        try {
            writer = new IndexWriter(directory, new IndexWriterConfig(analyzer).setMergePolicy(mergePolicy));
            searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index", e);
        }
    }

    void write(Write write) {
        try {
            write.to(writer);
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the retrieval index", e);
        }
    }

    <T> T read(Read<T> read) {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                return read.from(searcher);
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot search the retrieval index", e);
        }
    }

    @Override
    public void close() {
        try (directory; writer; searchers) {
            writer.commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the retrieval index", e);
        }
    }

    interface Write {
        void to(IndexWriter writer) throws IOException;
    }

    interface Read<T> {
        T from(IndexSearcher searcher) throws IOException;
    }
}
