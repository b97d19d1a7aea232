package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/** A selective filter gets the exact nearest entries among those it accepts. */
class ScopedVectorQueryTest {

    private static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");

    private final Random random = new Random(11);
    private final LuceneRetrievalIndex index = LuceneRetrievalIndex.inMemory();

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void aSelectiveFilterFindsExactlyTheNearestAcceptedEntries() {
        List<IndexedEntry> entries = IntStream.range(0, 4_000)
                .mapToObj(i -> new IndexedEntry(
                        "e" + i,
                        "t1",
                        "w1",
                        "DURABLE",
                        i % 10 == 0 ? "TOOL_CONFIG" : "TASK_SPEC",
                        "ACTIVE",
                        null,
                        null,
                        "entry " + i,
                        Entries.vector(random)))
                .toList();
        index.upsertAll(entries);

        for (int q = 0; q < 20; q++) {
            float[] query = Entries.vector(random);
            List<String> found = index
                    .search(SearchRequest.of("t1", "w1", null, query, 10, NOW).withCategories(Set.of("TOOL_CONFIG")))
                    .stream()
                    .map(Hit::id)
                    .toList();

            assertThat(found).containsExactlyElementsOf(nearest(entries, query));
        }
    }

    private static List<String> nearest(List<IndexedEntry> entries, float[] query) {
        return entries.stream()
                .filter(e -> e.category().equals("TOOL_CONFIG"))
                .sorted(Comparator.comparingDouble(e -> -dot(e.vector(), query)))
                .limit(10)
                .map(IndexedEntry::id)
                .toList();
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
