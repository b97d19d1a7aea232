package org.mnemos.benchmarks;

/** How the figures were obtained, appended to the report so that it can be read on its own. */
final class Method {

    static final String TEXT = """

            ## Method

            - **Harness**: a plain `main` (`org.mnemos.benchmarks.Benchmarks`), one JVM, fixed `-Xmx`; not a test and \
            not part of `mvn verify`. Latencies are single-threaded `System.nanoTime` around one call, recorded in an \
            HdrHistogram after a warm-up; queries cycle through 200 query vectors that are not among the entries.
            - **Data**: synthetic and reproducible (seed 42). Each 384-d vector is one of 1,000 random centroids plus \
            gaussian noise mostly inside a random 32-d subspace plus a little isotropic noise, normalised (random unit \
            vectors would be a poor model of embeddings for HNSW). Content is 8–16 pseudo-words from a 2,000-word \
            vocabulary, half from the cluster's topic words. 10 % of entries carry category `ten-percent`, a disjoint \
            1 % `one-percent`.
            - **Lucene**: `LuceneRetrievalIndex` on an FSDirectory (memory-mapped, so its vectors and graph are off \
            the Java heap), exactly as the product uses it. *Dense* = a `SearchRequest` with a query vector and no \
            text (the HNSW path, filtered by tenant, workspace, expiry and category); *hybrid* = the same plus two \
            topic words as BM25 text, fused by the convex combination of normalised scores the product uses. HNSW \
            graphs are built with 16 connections per node and a beam width of 50 (`RetrievalCodec`) and searched with \
            a beam of at least 150 (`ScopedVectorQuery`).
            - **recall@10**: overlap of the dense top-10 with the exact top-10 computed by brute-force dot product over \
            the entries that pass the same filter, averaged over 100 queries.
            - **Peer**: LangChain4j 1.19.0 `InMemoryEmbeddingStore<TextSegment>` (exact scan over all entries) holding \
            the same vectors, with a metadata filter on workspace and category where the query has one (none when \
            all entries are in one workspace and no category is asked for). Its recall is checked on 10 queries.
            - **Peak heap**, two figures per phase, both after a `System.gc()` at its start. *Live*: the largest heap \
            in use right after any garbage collection during the phase (GC notifications, plus one `System.gc()` at \
            its end), i.e. what the phase kept reachable. *Occupancy*: the sum of the heap pools' peak usage \
            (`MemoryPoolMXBean.resetPeakUsage()` / `getPeakUsage()`), which counts uncollected garbage and depends \
            on how lazily G1 collects, so it is an upper bound. Both include the benchmark's own copy of the vectors \
            (~1.5 GB at 10⁶ entries, ~150 MB at 10⁵) and, for query phases, the peer store. Lucene's memory-mapped \
            index files are off the heap and not counted; their size is in the build table.
            - **Out of scope**: Remember over HTTP and with PostgreSQL (JPA insert, screening, dedup) is not measured \
            here; the throughput table covers the embedding model and the retrieval index only. The index rebuild \
            figure excludes reading the entries from PostgreSQL.
            """;

    private Method() {
    }
}
