package org.mnemos.generation.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.MatchBasis;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * The last resort for a phrase no word matched: the offline embedding model's cosine similarity between
 * the phrase and each column's name (as words) and each value of the small catalogs. A match must clear
 * {@link #NAME_FLOOR} (names) or {@link #VALUE_FLOOR} (values); below that the phrase is reported.
 */
final class PhraseSimilarity {

    static final double NAME_FLOOR = 0.82;
    static final double VALUE_FLOOR = 0.8;
    private static final int LONGEST_PHRASE = 4;
    private static final int SMALL_CATALOG = 50;

    /** Vectors of column names and catalog values (never of request text); a model's vector for a text never changes. */
    private static final Cache<String, float[]> VECTORS =
            Caffeine.newBuilder().maximumSize(20_000).build();

    private final EmbeddingModel model;
    private final List<Target> targets = new ArrayList<>();

    private record Target(String column, String text, String value) {}

    /** {@code model} may be {@code null}: then nothing is matched by meaning. */
    PhraseSimilarity(EmbeddingModel model, ColumnFacts facts) {
        this.model = model;
        for (ColumnProfile column : facts.columns()) {
            targets.add(new Target(
                    column.name(),
                    String.join(
                            " ",
                            Words.of(column.name()).stream().map(Token::text).toList()),
                    null));
            if (column.valuesComplete() && column.values().size() <= SMALL_CATALOG) {
                for (ValueCount v : column.values()) {
                    targets.add(new Target(column.name(), v.value(), v.value()));
                }
            }
        }
    }

    /** Mentions for the unread phrases of a clause that are not already next to a named column. */
    List<Mention> mentions(ClauseTokens c, List<Mention> named, List<CueHit> hits) {
        List<Mention> found = new ArrayList<>();
        if (model == null) {
            return found;
        }
        for (int[] run : c.leftoverRuns(named)) {
            if (run[1] - run[0] > LONGEST_PHRASE || countedRows(c, run[0], hits)) {
                continue;
            }
            String phrase = c.phrase(run[0], run[1]);
            Mention best = best(phrase, run);
            if (best != null) {
                found.add(best);
                c.take(run[0], run[1]);
            }
        }
        return found;
    }

    /** "number of employees": the words after a count name the rows counted, not a column. */
    private static boolean countedRows(ClauseTokens c, int start, List<CueHit> hits) {
        int k = start;
        while (k > 0 && Fillers.isFiller(c.get(k - 1))) {
            k--;
        }
        int end = k;
        return hits.stream()
                .anyMatch(h -> h.end() == end
                        && h.kind() == CueHit.Kind.AGGREGATE
                        && (h.aggregation() == Aggregation.COUNT || h.aggregation() == Aggregation.DISTINCT));
    }

    private Mention best(String phrase, int[] run) {
        float[] p = model.embed(phrase); // not cached: a request's words are not kept
        Mention best = null;
        for (Target t : targets) {
            double similarity = dot(p, vector(t.text()));
            double floor = t.value() == null ? NAME_FLOOR : VALUE_FLOOR;
            if (similarity >= floor && (best == null || similarity > best.confidence())) {
                best = new Mention(t.column(), run[0], run[1], MatchBasis.EMBEDDING, similarity, t.value(), phrase);
            }
        }
        return best;
    }

    private float[] vector(String text) {
        return VECTORS.get(model.name() + "\u0000" + text, k -> model.embed(text));
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
