package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.mnemos.retrieval.control.Entries.entry;
import static org.mnemos.retrieval.control.Entries.vector;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

class LuceneRetrievalIndexTest {

    private static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");

    private final Random random = new Random(42);
    private LuceneRetrievalIndex index = LuceneRetrievalIndex.inMemory();

    @AfterEach
    void close() {
        index.close();
    }

    private List<String> ids(SearchRequest request) {
        return index.search(request).stream().map(Hit::id).toList();
    }

    private static SearchRequest text(String query) {
        return SearchRequest.of("t1", "w1", query, null, 10, NOW);
    }

    private static SearchRequest dense(float[] query) {
        return SearchRequest.of("t1", "w1", null, query, 10, NOW);
    }

    @Test
    void upsertReplacesTheEntryWithTheSameId() {
        index.upsert(entry("e1", "apples from the orchard", vector(random)));
        index.upsert(entry("e1", "bananas from the market", vector(random)));

        assertThat(index.size()).isEqualTo(1);
        assertThat(ids(text("apples"))).isEmpty();
        assertThat(ids(text("bananas"))).containsExactly("e1");
    }

    @Test
    void anEntryMatchesItsContextsWordsAndLosesThemWhenReindexedWithout() {
        IndexedEntry answer = entry("e1", "With my sister.", vector(random));
        index.upsertAll(List.of(
                new IndexedEntry(
                        "e1",
                        "t1",
                        "w1",
                        "EPISODIC",
                        "OBSERVATION",
                        "ACTIVE",
                        null,
                        null,
                        answer.content(),
                        answer.vector(),
                        "Where did you spend the holidays in Kyoto?"),
                entry("e2", "invoice numbering scheme", vector(random))));

        assertThat(ids(text("Kyoto holidays"))).containsExactly("e1");
        assertThat(index.search(text("Kyoto")).get(0).relevance()).isGreaterThan(0.2);

        index.upsert(answer);

        assertThat(ids(text("Kyoto holidays"))).isEmpty();
    }

    @Test
    void deletedEntryMatchesNeitherItsWordsNorItsVector() {
        float[] forgotten = vector(random);
        index.upsertAll(List.of(
                entry("e1", "kumquat marmalade recipe", forgotten),
                entry("e2", "invoice numbering scheme", vector(random))));

        index.delete("e1");

        assertThat(ids(text("kumquat marmalade"))).isEmpty();
        assertThat(ids(dense(forgotten))).containsExactly("e2");
        assertThat(index.size()).isEqualTo(1);
    }

    @Test
    void expungingErasesTheWordsOfDeletedEntriesFromTheIndexFiles(@TempDir Path directory) throws Exception {
        index.close();
        index = new LuceneRetrievalIndex(directory);
        // One deletion in a segment of 101: Lucene's own merging would leave it in place.
        List<IndexedEntry> entries = new ArrayList<>(List.of(entry("e1", "kumquat marmalade recipe", vector(random))));
        IntStream.range(0, 100).forEach(i -> entries.add(entry("other" + i, "invoice scheme " + i, vector(random))));
        index.upsertAll(entries);
        index.commit();
        index.delete("e1");
        assertThat(documentFrequency(directory, "kumquat"))
                .as("deleted but not yet expunged")
                .isEqualTo(1);

        index.expungeDeletes();

        assertThat(documentFrequency(directory, "kumquat")).isZero();
        assertThat(documentFrequency(directory, "invoic")).isEqualTo(100);
    }

    private static int documentFrequency(Path directory, String analysedWord) throws Exception {
        try (var files = FSDirectory.open(directory);
                var reader = DirectoryReader.open(files)) {
            return reader.docFreq(new Term(EntryDocument.CONTENT, analysedWord));
        }
    }

    @Test
    void keepsEntriesAcrossRestartsAndForgetsDeletionsForGood(@TempDir Path directory) {
        index.close();
        index = new LuceneRetrievalIndex(directory);
        index.upsertAll(List.of(entry("e1", "kumquat marmalade", null), entry("e2", "kumquat chutney", null)));
        index.delete("e2");
        index.close();

        index = new LuceneRetrievalIndex(directory);

        assertThat(ids(text("kumquat"))).containsExactly("e1");
    }

    @Test
    void deleteWorkspaceRemovesOnlyThatWorkspaceOfThatTenant() {
        index.upsertAll(List.of(
                new IndexedEntry("a", "t1", "w1", "EPISODIC", null, "ACTIVE", null, null, "quarterly report", null),
                new IndexedEntry("b", "t1", "w2", "EPISODIC", null, "ACTIVE", null, null, "quarterly report", null),
                new IndexedEntry("c", "t2", "w1", "EPISODIC", null, "ACTIVE", null, null, "quarterly report", null)));

        index.deleteWorkspace("t1", "w1");

        assertThat(index.size()).isEqualTo(2);
        assertThat(ids(text("quarterly"))).isEmpty();
        assertThat(ids(SearchRequest.of("t2", "w1", "quarterly", null, 10, NOW)))
                .containsExactly("c");
    }

    @Test
    void leavesOutExpiredEntriesAndEntriesPastTheirReview() {
        Instant past = NOW.minus(Duration.ofHours(1));
        Instant future = NOW.plus(Duration.ofHours(1));
        index.upsertAll(List.of(
                new IndexedEntry("expired", "t1", "w1", "SCRATCH", null, "ACTIVE", past, null, "draft note", null),
                new IndexedEntry("expiresNow", "t1", "w1", "SCRATCH", null, "ACTIVE", NOW, null, "draft note", null),
                new IndexedEntry("reviewDue", "t1", "w1", "DURABLE", null, "ACTIVE", null, past, "draft note", null),
                new IndexedEntry("live", "t1", "w1", "SCRATCH", null, "ACTIVE", future, future, "draft note", null),
                new IndexedEntry("undated", "t1", "w1", "DURABLE", null, "ACTIVE", null, null, "draft note", null)));

        assertThat(ids(text("draft"))).containsExactlyInAnyOrder("live", "undated");
    }

    @Test
    void filtersOnKindCategoryAndStatus() {
        index.upsertAll(List.of(
                new IndexedEntry(
                        "spec", "t1", "w1", "DURABLE", "TASK_SPEC", "ACTIVE", null, null, "weekly sales", null),
                new IndexedEntry(
                        "schema", "t1", "w1", "DURABLE", "DATA_SCHEMA", "ACTIVE", null, null, "weekly sales", null),
                new IndexedEntry(
                        "old", "t1", "w1", "DURABLE", "TASK_SPEC", "SUPERSEDED", null, null, "weekly sales", null),
                new IndexedEntry("episode", "t1", "w1", "EPISODIC", null, "ACTIVE", null, null, "weekly sales", null)));

        assertThat(ids(text("sales").withKinds(Set.of("EPISODIC")))).containsExactly("episode");
        assertThat(ids(text("sales")
                        .withCategories(Set.of("TASK_SPEC", "DATA_SCHEMA"))
                        .withStatuses(Set.of("ACTIVE"))))
                .containsExactlyInAnyOrder("spec", "schema");
        assertThat(ids(text("sales").withStatuses(Set.of("ACTIVE")))).hasSize(3).doesNotContain("old");
    }

    @Test
    void reportsScoresAndARelevanceBetweenZeroAndOne() {
        float[] near = vector(random);
        index.upsertAll(List.of(
                entry("match", "customer prefers tables", near),
                entry("other", "warehouse opening hours", vector(random))));

        List<Hit> hits = index.search(SearchRequest.of("t1", "w1", "tables", near, 10, NOW));

        assertThat(hits).extracting(Hit::id).containsExactly("match", "other");
        Hit best = hits.get(0);
        assertThat(best.bm25Score()).isPositive();
        assertThat(best.vectorScore()).isCloseTo(1f, within(1e-4f));
        assertThat(best.relevance()).isGreaterThan(hits.get(1).relevance()).isLessThanOrEqualTo(1.0);
        assertThat(hits).allSatisfy(hit -> assertThat(hit.relevance()).isBetween(0.0, 1.0));
        assertThat(hits.get(1).bm25Score()).isZero();
    }

    @Test
    void queryTextIsWordsNotSyntax() {
        index.upsert(entry("e1", "refund policy: AND (30 days)", null));

        assertThat(ids(text("\"refund AND policy:* (\""))).containsExactly("e1");
    }

    @Test
    void writesFromManyThreadsAreAllVisibleToTheNextSearch() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> writes = IntStream.range(0, 200)
                    .<Future<?>>mapToObj(
                            i -> threads.submit(() -> index.upsert(entry("e" + i, "ledger line " + i, null))))
                    .toList();
            for (Future<?> write : writes) {
                write.get();
            }
        } finally {
            threads.shutdown();
        }

        assertThat(index.size()).isEqualTo(200);
        assertThat(index.search(SearchRequest.of("t1", "w1", "ledger", null, 500, NOW)))
                .hasSize(200);
    }

    @Test
    void clearRemovesEverything() {
        index.upsertAll(List.of(entry("e1", "alpha", null), entry("e2", "beta", null)));

        index.clear();

        assertThat(index.size()).isZero();
        assertThat(ids(text("alpha beta"))).isEmpty();
    }

    @Test
    void aBatchNamingAnIdTwiceKeepsItsLastVersion() {
        index.upsertAll(
                List.of(entry("e1", "apples from the orchard", null), entry("e1", "bananas from the market", null)));

        assertThat(index.size()).isEqualTo(1);
        assertThat(ids(text("apples"))).isEmpty();
        assertThat(ids(text("bananas"))).containsExactly("e1");
    }

    @Test
    void aBulkLoadReplacesEverythingAndLeavesFewSegments(@TempDir Path directory) throws Exception {
        index.close();
        index = new LuceneRetrievalIndex(directory);
        index.upsert(entry("old", "a forgotten ledger", vector(random)));
        List<IndexedEntry> entries = IntStream.range(0, 3_000)
                .mapToObj(i -> entry("e" + i, "ledger line " + i, vector(random)))
                .toList();

        index.clear();
        for (int from = 0; from < entries.size(); from += 500) {
            index.load(entries.subList(from, from + 500));
        }
        index.endLoad();

        assertThat(index.size()).isEqualTo(3_000);
        assertThat(ids(text("forgotten"))).isEmpty();
        assertThat(ids(dense(entries.get(1234).vector())).get(0)).isEqualTo("e1234");
        try (FSDirectory files = FSDirectory.open(directory)) {
            assertThat(SegmentInfos.readLatestCommit(files).size())
                    .as("segments committed by the end of the load")
                    .isBetween(1, 4);
        }
    }
}
