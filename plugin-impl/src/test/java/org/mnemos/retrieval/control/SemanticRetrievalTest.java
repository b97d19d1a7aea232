package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/** The real MiniLM model behind the Lucene index, as recall will use them. */
class SemanticRetrievalTest {

    private static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");
    private static final List<String> MEMORIES = List.of(
            "Prefers tables when products are compared side by side",
            "The weekly sales dashboard refreshes every Monday morning",
            "Invoices are paid by bank transfer within 30 days",
            "The customer's favourite colour is green",
            "Orders ship from the Berlin warehouse",
            "Answers must be written in formal English");

    private static final OfflineEmbeddingModel model = new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q);
    private static LuceneRetrievalIndex index;

    @BeforeAll
    static void indexMemories() {
        index = LuceneRetrievalIndex.inMemory();
        List<float[]> vectors = model.embedAll(MEMORIES);
        index.upsertAll(IntStream.range(0, MEMORIES.size())
                .mapToObj(i -> new IndexedEntry(
                        "m" + i, "t1", "w1", "DURABLE", null, "ACTIVE", null, null, MEMORIES.get(i), vectors.get(i)))
                .toList());
    }

    @AfterAll
    static void close() {
        index.close();
    }

    private static List<Hit> recall(String query) {
        return index.search(SearchRequest.of("t1", "w1", query, model.embed(query), 3, NOW));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "How should a comparison of two laptops be formatted?|m0",
                "When is the payment due?|m2",
                "Where do parcels leave from?|m4",
                "What tone should replies have?|m5"
            })
    void ranksTheSemanticallyRelatedEntryFirst(String question, String expected) {
        assertThat(recall(question).get(0).id()).isEqualTo(expected);
    }

    @Test
    void sharedWordsAndMeaningTogetherGiveTheStrongestMatch() {
        Hit best = recall("Monday").get(0);

        assertThat(best.id()).isEqualTo("m1");
        assertThat(best.bm25Score()).isPositive();
        assertThat(best.relevance()).isGreaterThan(best.vectorScore());
    }

    @Test
    void relevanceLetsRecallAbstainOnUnrelatedQueries() {
        double weakestRelated = Stream.of(
                        "How should a comparison of two laptops be formatted?",
                        "When is the payment due?",
                        "Where do parcels leave from?",
                        "What tone should replies have?")
                .mapToDouble(question -> recall(question).get(0).relevance())
                .min()
                .orElseThrow();
        double strongestUnrelated = Stream.of("volcanic eruption in Iceland", "quantum chromodynamics lattice")
                .mapToDouble(question -> recall(question).get(0).relevance())
                .max()
                .orElseThrow();

        assertThat(strongestUnrelated).isLessThan(0.2).isLessThan(weakestRelated);
    }
}
