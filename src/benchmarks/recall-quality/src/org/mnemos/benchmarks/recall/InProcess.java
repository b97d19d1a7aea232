package org.mnemos.benchmarks.recall;

import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.mnemos.benchmarks.recall.Conversations.Chat;
import org.mnemos.benchmarks.recall.Conversations.Turn;
import org.mnemos.retrieval.control.LuceneRetrievalIndex;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * The product's ranking in this JVM, without the server: its Lucene index and hybrid search over the
 * same turns and vectors, then Recall's order (trust × (0.85·fused + 0.15·U/N) with neutral use; the
 * recency of sessions two years old is ~0 for every entry, so it cannot reorder them) and its floor.
 * It leaves out what only the server does: screening, citation checks and re-checks against PostgreSQL.
 */
final class InProcess implements AutoCloseable {

    /** Recall asks the index for 3·k candidates. */
    private static final int CANDIDATES = 3 * RecallQuality.TOP_K;

    private static final double FLOOR = 0.2;
    private static final double NEUTRAL_USE = 1.0 / 5;

    private final LuceneRetrievalIndex index = LuceneRetrievalIndex.inMemory();
    private final Chat chat;
    private final Map<String, Double> trust = new HashMap<>();

    record Answer(boolean abstained, List<String> indexOrder, List<String> recallOrder) {}

    InProcess(Chat chat, List<float[]> vectors) {
        this.chat = chat;
        List<Turn> turns = chat.turns();
        index.upsertAll(IntStream.range(0, turns.size())
                .mapToObj(i -> new IndexedEntry(turns.get(i).id(), "bench", chat.name(), "EPISODIC", "OBSERVATION",
                        "ACTIVE", null, null, turns.get(i).content(), vector(turns, vectors, i), context(turns, i)))
                .toList());
        // An unapproved episodic user statement is MEDIUM trust, an agent's inference LOW (Trust.of).
        turns.forEach(t -> trust.put(t.id(), t.role().equals("user") ? 0.9 : 0.75));
    }

    /** As the product's TurnContext: a turn of at most 40 words is matched with the turn before it, if short too. */
    static String context(List<Turn> turns, int i) {
        return i > 0
                        && turns.get(i - 1).session() == turns.get(i).session()
                        && isShort(turns.get(i).content())
                        && isShort(turns.get(i - 1).content())
                ? turns.get(i - 1).content()
                : null;
    }

    /** As the product's TurnContext: such a turn is found by its vector plus that of the turn before. */
    static float[] vector(List<Turn> turns, List<float[]> vectors, int i) {
        if (context(turns, i) == null) {
            return vectors.get(i);
        }
        float[] sum = vectors.get(i).clone();
        for (int j = 0; j < sum.length; j++) {
            sum[j] += vectors.get(i - 1)[j];
        }
        return sum;
    }

    private static boolean isShort(String content) {
        return content.strip().split("\\s+").length <= References.SHORT_TURN_WORDS;
    }

    Answer recall(String question, float[] vector) {
        List<Hit> hits = index.search(SearchRequest.of("bench", chat.name(), question, vector, CANDIDATES,
                        Instant.now())
                .withStatuses(Set.of("ACTIVE")));
        if (hits.stream().noneMatch(h -> h.relevance() >= FLOOR)) {
            return new Answer(true, List.of(), List.of());
        }
        List<String> indexOrder = hits.stream().map(Hit::id).limit(RecallQuality.TOP_K).toList();
        List<String> recallOrder = hits.stream()
                .sorted(Comparator.comparingDouble((Hit h) -> -trust.get(h.id()) * (0.85 * h.fusedScore() + 0.15 * NEUTRAL_USE)))
                .map(Hit::id)
                .limit(RecallQuality.TOP_K)
                .toList();
        return new Answer(false, indexOrder, recallOrder);
    }

    @Override
    public void close() {
        index.close();
    }
}
