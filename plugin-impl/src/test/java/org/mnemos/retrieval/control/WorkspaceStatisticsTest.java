package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * Ranking statistics are the workspace's own: another tenant's writes (even into a workspace of the
 * same name, full of this workspace's words) change neither the scores nor the order of its answers.
 */
class WorkspaceStatisticsTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");
    private static final List<String> WORDS =
            List.of("river", "copper", "falcon", "quartz", "violet", "harbor", "lantern", "meadow");

    private final Random random = new Random(20261201L);
    private final LuceneRetrievalIndex index = LuceneRetrievalIndex.inMemory();

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void anotherTenantsDataChangesNoScoreOrOrder() {
        index.upsertAll(IntStream.range(0, 30)
                .mapToObj(i -> entry("mine-" + i, "t1", words(4)))
                .toList());
        List<SearchRequest> queries = IntStream.range(0, 12)
                .mapToObj(i ->
                        SearchRequest.of("t1", "w1", words(2), i % 3 == 0 ? null : Entries.vector(random), 10, NOW))
                .toList();
        List<List<Hit>> before = queries.stream().map(index::search).toList();

        // Skewed on purpose: over the whole index "river" would become common and lose its weight.
        index.upsertAll(IntStream.range(0, 400)
                .mapToObj(i -> entry("theirs-" + i, "t2", "river river " + words(3)))
                .toList());
        List<List<Hit>> after = queries.stream().map(index::search).toList();

        assertThat(before).allSatisfy(hits -> assertThat(hits).isNotEmpty());
        assertThat(after).isEqualTo(before);
        assertThat(index.search(SearchRequest.of("t2", "w1", "river", null, 5, NOW)))
                .allSatisfy(hit -> assertThat(hit.id()).startsWith("theirs-"));
    }

    @Test
    void statisticsFollowDeletionsAsIfTheDeletedEntriesHadNeverBeen() {
        index.upsertAll(List.of(entry("kept", "t1", "river copper"), entry("gone", "t1", "river falcon quartz")));
        SearchRequest river = SearchRequest.of("t1", "w1", "river", null, 5, NOW);
        float withBoth = index.search(river).get(0).bm25Score();

        index.delete("gone");

        try (LuceneRetrievalIndex fresh = LuceneRetrievalIndex.inMemory()) {
            fresh.upsert(entry("kept", "t1", "river copper"));
            assertThat(index.search(river).get(0).bm25Score())
                    .isEqualTo(fresh.search(river).get(0).bm25Score())
                    .isNotEqualTo(withBoth);
        }
    }

    private IndexedEntry entry(String id, String tenant, String content) {
        return new IndexedEntry(
                id, tenant, "w1", "EPISODIC", null, "ACTIVE", null, null, content, Entries.vector(random));
    }

    private String words(int count) {
        return String.join(
                " ",
                IntStream.range(0, count)
                        .mapToObj(i -> WORDS.get(random.nextInt(WORDS.size())))
                        .toList());
    }
}
