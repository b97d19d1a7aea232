package org.mnemos.benchmarks;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.mnemos.retrieval.control.LuceneRetrievalIndex;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Builds one Lucene index and one exact-scan peer over the same entries, then measures Recall
 * latency and recall@10 of both for each query case. The dense path is measured with
 * vector-only requests (query text null); hybrid latency is reported beside it.
 */
final class RecallScenario {

    /** The batch IndexRebuild uses, so the build time at 10⁶ is the rebuild time minus PostgreSQL. */
    private static final int REBUILD_BATCH = 2_000;
    private static final int QUERIES = 200;
    private static final int RECALL_QUERIES = 100;

    private final Workload workload;
    private final float[][] vectors;
    private final int workspaces;
    private final Path directory;
    private final float[][] queries;

    RecallScenario(Workload workload, float[][] vectors, int workspaces, Path directory) {
        this.workload = workload;
        this.vectors = vectors;
        this.workspaces = workspaces;
        this.directory = directory;
        this.queries = workload.queries(QUERIES);
    }

    /**
     * Loads the entries in order as {@code IndexRebuild} does (clear, bulk load, end of load: merge and commit).
     * Stops loading early, after a whole batch, once {@code deadline} (a System.nanoTime value) has passed; the
     * build then says how many it indexed.
     */
    Report.Build build(LuceneRetrievalIndex index, long deadline) {
        HeapPeak.start();
        long start = System.nanoTime();
        int indexed = 0;
        List<IndexedEntry> batch = new ArrayList<>(REBUILD_BATCH);
        index.clear();
        while (indexed < vectors.length && System.nanoTime() < deadline) {
            int end = Math.min(vectors.length, indexed + REBUILD_BATCH);
            for (int i = indexed; i < end; i++) {
                batch.add(workload.entry(i, vectors[i], workspaces));
            }
            index.load(batch);
            batch.clear();
            indexed = end;
        }
        index.endLoad();
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Report.Build(label(), indexed, vectors.length, seconds, HeapPeak.end(),
                Directories.sizeMb(directory), Directories.segments(directory));
    }

    InMemoryEmbeddingStore<TextSegment> peer() {
        List<String> ids = new ArrayList<>(vectors.length);
        List<Embedding> embeddings = new ArrayList<>(vectors.length);
        List<TextSegment> segments = new ArrayList<>(vectors.length);
        for (int i = 0; i < vectors.length; i++) {
            ids.add("m-" + i);
            embeddings.add(Embedding.from(vectors[i]));
            Metadata metadata = new Metadata().put("workspace", Workload.workspace(i, workspaces))
                    .put("category", Workload.category(i));
            segments.add(TextSegment.from("m-" + i, metadata));
        }
        InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
        store.addAll(ids, embeddings, segments);
        return store;
    }

    Report.Query measure(QueryCase query, LuceneRetrievalIndex index, InMemoryEmbeddingStore<TextSegment> peer,
                         Iterations iterations) {
        HeapPeak.start();
        int[][] truth = groundTruth(query);
        double recall = recall(truth, q -> luceneIds(index, query, q));
        Latency dense = time(iterations.warmUp(), iterations.timed(), q -> index.search(query.request(null, queries[q])));
        Latency hybrid = time(iterations.warmUp(), iterations.timed(),
                q -> index.search(query.request(workload.queryText(q), queries[q])));
        Latency exact = time(iterations.peerWarmUp(), iterations.peerTimed(), q -> peerIds(peer, query, q));
        double peerRecall = recall(Arrays.copyOf(truth, Math.min(truth.length, 10)), q -> peerIds(peer, query, q));
        return new Report.Query(label(), vectors.length, query.name(), query.selectivity(), dense, recall, hybrid, exact,
                peerRecall, HeapPeak.end());
    }

    private int[][] groundTruth(QueryCase query) {
        ExactSearch exact = new ExactSearch(vectors);
        return IntStream.range(0, RECALL_QUERIES).parallel()
                .mapToObj(q -> exact.topK(queries[q], 10, query.member()))
                .toArray(int[][]::new);
    }

    private static double recall(int[][] truth, QueryIds search) {
        long found = 0;
        long expected = 0;
        for (int q = 0; q < truth.length; q++) {
            int[] got = search.ids(q);
            for (int entry : truth[q]) {
                found += Arrays.stream(got).anyMatch(id -> id == entry) ? 1 : 0;
            }
            expected += truth[q].length;
        }
        return (double) found / expected;
    }

    private int[] luceneIds(LuceneRetrievalIndex index, QueryCase query, int q) {
        return index.search(query.request(null, queries[q])).stream().map(Hit::id).mapToInt(RecallScenario::entry)
                .toArray();
    }

    private int[] peerIds(InMemoryEmbeddingStore<TextSegment> peer, QueryCase query, int q) {
        EmbeddingSearchRequest request = EmbeddingSearchRequest.builder().queryEmbedding(Embedding.from(queries[q]))
                .maxResults(10).minScore(0.0).filter(query.peerFilter(workspaces == 1)).build();
        return peer.search(request).matches().stream().map(EmbeddingMatch::embeddingId)
                .mapToInt(RecallScenario::entry).toArray();
    }

    private static int entry(String id) {
        return Integer.parseInt(id.substring(2));
    }

    private static Latency time(int warmUp, int timed, java.util.function.IntConsumer search) {
        for (int w = 0; w < warmUp; w++) {
            search.accept(w % QUERIES);
        }
        Latency latency = new Latency();
        for (int t = 0; t < timed; t++) {
            int q = (warmUp + t) % QUERIES;
            latency.time(() -> search.accept(q));
        }
        return latency;
    }

    private String label() {
        return workspaces == 1 ? "one workspace" : workspaces + " workspaces";
    }

    private interface QueryIds {
        int[] ids(int query);
    }

    /** How often to repeat: fewer at 10⁶, where one exact scan of the peer takes a large fraction of a second. */
    record Iterations(int warmUp, int timed, int peerWarmUp, int peerTimed) {

        static Iterations forSize(int n) {
            if (n <= 10_000) {
                return new Iterations(500, 1_000, 100, 300);
            }
            if (n <= 100_000) {
                return new Iterations(300, 1_000, 10, 60);
            }
            return new Iterations(200, 500, 2, 12);
        }
    }
}
