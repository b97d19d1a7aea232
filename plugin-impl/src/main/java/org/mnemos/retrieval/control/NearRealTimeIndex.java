package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;

/**
 * A Lucene directory with its single writer and near-real-time searchers. A write marks the
 * searchers stale and the next search refreshes them first, so every search on any thread sees
 * every completed write, while a burst of writes (a batched Remember) costs one refresh, not one
 * per entry. Both the writer and the searcher manager are thread-safe, so no lock is needed here.
 */
final class NearRealTimeIndex implements AutoCloseable {

    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final AtomicBoolean stale = new AtomicBoolean();

    NearRealTimeIndex(Directory directory, Analyzer analyzer) {
        this.directory = directory;
        TieredMergePolicy mergePolicy = new TieredMergePolicy();
        // Forgetting must erase: expunging may not leave any segment with deleted documents.
        mergePolicy.setForceMergeDeletesPctAllowed(0);
        try {
            // A larger buffer makes fewer, bigger segments: fewer HNSW graphs to search and merge.
            writer = new IndexWriter(
                    directory,
                    new IndexWriterConfig(analyzer).setMergePolicy(mergePolicy).setRAMBufferSizeMB(64));
            searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index", e);
        }
    }

    void write(Write write) {
        try {
            write.to(writer);
            stale.set(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the retrieval index", e);
        }
    }

    <T> T read(Read<T> read) {
        try {
            if (stale.getAndSet(false)) {
                searchers.maybeRefreshBlocking();
            }
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
        try (directory;
                writer;
                searchers) {
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
