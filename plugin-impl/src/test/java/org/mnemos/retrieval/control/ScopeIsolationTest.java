package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * Random entries over 2 tenants x 3 workspaces (the same workspace names in both tenants),
 * random scoped queries: no hit may ever come from outside the requested scope or lifetime,
 * and a lexical query must find every in-scope entry containing its words.
 */
class ScopeIsolationTest {

    private static final long SEED = 20261130L;
    private static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");
    private static final List<String> TENANTS = List.of("t1", "t2");
    private static final List<String> WORKSPACES = List.of("sales", "ops", "hr");
    private static final List<String> KINDS = List.of("SCRATCH", "EPISODIC", "DURABLE");
    private static final List<String> CATEGORIES =
            List.of("TASK_SPEC", "DATA_SCHEMA", "TOOL_CONFIG", "OUTPUT_CONSTRAINT");
    private static final List<String> STATUSES = List.of("ACTIVE", "SUPERSEDED", "QUARANTINED", "REVIEW_DUE");
    private static final List<String> WORDS = List.of(
            "river", "copper", "falcon", "quartz", "violet", "harbor", "lantern", "meadow", "glacier", "orchid",
            "saddle", "tundra");

    private final Random random = new Random(SEED);
    private final LuceneRetrievalIndex index = LuceneRetrievalIndex.inMemory();

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void hitsNeverLeaveTheRequestedScope() {
        Map<String, IndexedEntry> entries = IntStream.range(0, 300)
                .mapToObj(this::randomEntry)
                .collect(Collectors.toMap(IndexedEntry::id, Function.identity()));
        index.upsertAll(entries.values());

        for (int query = 0; query < 100; query++) {
            SearchRequest request = randomRequest();
            List<Hit> hits = index.search(request);

            String context = "seed " + SEED + ", query " + query + ": " + request;
            assertThat(hits).as(context).hasSizeLessThanOrEqualTo(request.k());
            assertThat(hits)
                    .as(context)
                    .allSatisfy(hit ->
                            assertThat(inScope(entries.get(hit.id()), request)).isTrue());
            if (!request.hasVector()) {
                assertThat(hits).as(context).hasSize((int) Math.min(
                        request.k(),
                        entries.values().stream()
                                .filter(entry -> inScope(entry, request) && sharesAWord(entry, request))
                                .count()));
            }
        }
    }

    private IndexedEntry randomEntry(int i) {
        String kind = pick(KINDS);
        return new IndexedEntry(
                "e" + i,
                pick(TENANTS),
                pick(WORKSPACES),
                kind,
                kind.equals("DURABLE") ? pick(CATEGORIES) : null,
                pick(STATUSES),
                maybeAround(NOW),
                maybeAround(NOW),
                pick(WORDS) + " " + pick(WORDS) + " " + pick(WORDS),
                Entries.vector(random));
    }

    private SearchRequest randomRequest() {
        String text = random.nextInt(3) == 0 ? null : pick(WORDS) + " " + pick(WORDS);
        float[] vector = text == null || random.nextBoolean() ? Entries.vector(random) : null;
        return new SearchRequest(
                pick(TENANTS),
                pick(WORKSPACES),
                subset(KINDS),
                subset(CATEGORIES),
                subset(STATUSES),
                NOW,
                text,
                vector,
                1 + random.nextInt(30));
    }

    private static boolean inScope(IndexedEntry entry, SearchRequest request) {
        return entry.tenant().equals(request.tenant())
                && entry.workspace().equals(request.workspace())
                && (request.kinds().isEmpty() || request.kinds().contains(entry.kind()))
                && (request.categories().isEmpty()
                        || entry.category() != null && request.categories().contains(entry.category()))
                && (request.statuses().isEmpty() || request.statuses().contains(entry.status()))
                && (entry.expiresAt() == null || entry.expiresAt().isAfter(request.now()))
                && (entry.reviewAt() == null || entry.reviewAt().isAfter(request.now()));
    }

    private static boolean sharesAWord(IndexedEntry entry, SearchRequest request) {
        List<String> words = List.of(entry.content().split(" "));
        return Stream.of(request.queryText().split(" ")).anyMatch(words::contains);
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    /** Mostly empty: a filter on every dimension would rarely leave anything to find. */
    private Set<String> subset(List<String> values) {
        Set<String> subset = new HashSet<>();
        if (random.nextInt(3) == 0) {
            values.stream().filter(value -> random.nextBoolean()).forEach(subset::add);
        }
        return subset;
    }

    private Instant maybeAround(Instant instant) {
        return random.nextInt(3) == 0 ? null : instant.plus(Duration.ofMinutes(random.nextInt(240) - 120));
    }
}
