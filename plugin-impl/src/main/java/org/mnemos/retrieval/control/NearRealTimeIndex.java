package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
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

    private static final double SEGMENTS_PER_TIER = 3;
    private static final double FLOOR_SEGMENT_MB = 16;
    private static final double RAM_BUFFER_MB = 64;

    /**
     * Buffer of a bulk load: a flush writes one segment, so a large buffer means few segments to merge. Bounded
     * by the heap, because the HNSW graphs being built live on it until they are flushed.
     */
    private static final double BULK_RAM_BUFFER_MB =
            Math.max(RAM_BUFFER_MB, Math.min(512, Runtime.getRuntime().maxMemory() / (6.0 * 1024 * 1024)));

    /**
     * Segments a bulk load leaves: fewer would cost another insertion of most vectors; more, longer queries
     * (src/site/markdown/benchmarks.md).
     */
    private static final int BULK_SEGMENTS = 4;

    private final Directory directory;
    private final TieredMergePolicy mergePolicy;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final AtomicBoolean stale = new AtomicBoolean();

    NearRealTimeIndex(Directory directory, Analyzer analyzer) {
        this.directory = directory;
        // Every segment holds its own HNSW graph, and a vector query searches them one after another: few
        // segments, bought with more merging. Merges of small segments are cheap, and the floor merges the tiny
        // segments that near-real-time refreshes flush before they pile up.
        mergePolicy =
                new TieredMergePolicy().setSegmentsPerTier(SEGMENTS_PER_TIER).setFloorSegmentMB(FLOOR_SEGMENT_MB);
        // Forgetting must erase: expunging may not leave any segment with deleted documents.
        mergePolicy.setForceMergeDeletesPctAllowed(0);
        try {
            writer = new IndexWriter(
                    directory,
                    new IndexWriterConfig(analyzer)
                            .setMergePolicy(mergePolicy)
                            .setMergeScheduler(mergeScheduler())
                            .setRAMBufferSizeMB(RAM_BUFFER_MB)
                            .setCodec(new RetrievalCodec()));
            searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index", e);
        }
    }

    /**
     * Merges on every core: Lucene's default gives half the cores to merging, which on two cores leaves a
     * merge, and the one after a rebuild above all, to a single thread.
     */
    private static ConcurrentMergeScheduler mergeScheduler() {
        int cores = Runtime.getRuntime().availableProcessors();
        ConcurrentMergeScheduler scheduler = new ConcurrentMergeScheduler();
        scheduler.setMaxMergesAndThreads(cores + 5, cores);
        return scheduler;
    }

    void write(Write write) {
        try {
            write.to(writer);
            stale.set(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the retrieval index", e);
        }
    }

    /**
     * Applies {@code write} to every item on all cores. Each thread fills a segment of its own and builds that
     * segment's HNSW graph, which is most of the cost of indexing a vector.
     */
    <T> void writeEach(Collection<T> items, EachWrite<T> write) {
        write(writer -> {
            try {
                items.parallelStream().forEach(item -> {
                    try {
                        write.to(writer, item);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        });
    }

    /**
     * Starts a bulk load: a larger buffer, so that fewer and larger segments are flushed, and no merging until
     * the load ends (a merge re-inserts the vectors of all but the largest segment into its graph).
     */
    void startBulk() {
        writer.getConfig().setRAMBufferSizeMB(BULK_RAM_BUFFER_MB).setMergePolicy(NoMergePolicy.INSTANCE);
    }

    /** Ends a bulk load: merges down to a few segments, returns to the ordinary settings and commits. */
    void endBulk() {
        write(writer -> {
            writer.getConfig().setRAMBufferSizeMB(RAM_BUFFER_MB).setMergePolicy(mergePolicy);
            writer.forceMerge(BULK_SEGMENTS);
            writer.commit();
        });
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

    /** The user data the next commit records: the last commit's until set anew. */
    Map<String, String> commitData() {
        Map<String, String> data = new HashMap<>();
        Iterable<Map.Entry<String, String>> live = writer.getLiveCommitData();
        if (live != null) {
            live.forEach(entry -> data.put(entry.getKey(), entry.getValue()));
        }
        return data;
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

    interface EachWrite<T> {
        void to(IndexWriter writer, T item) throws IOException;
    }

    interface Read<T> {
        T from(IndexSearcher searcher) throws IOException;
    }
}
