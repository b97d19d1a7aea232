package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Typed;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.mnemos.memory.control.TaskVector;

/**
 * The offline, deterministic consolidator: ranks the group's entries by similarity to the group
 * centroid, drops near-duplicates of what is already kept, and joins the most central ones within
 * a bounded length. Typed to its class: the one {@link Consolidator} is chosen by {@link ConsolidatorProducer}.
 */
@ApplicationScoped
@Typed(CentralSentences.class)
public class CentralSentences implements Consolidator {

    static final int MAX_LENGTH = 1_000;
    private static final double NEAR_DUPLICATE = 0.95;

    @Override
    public String consolidate(List<String> contents, List<float[]> vectors) {
        float[] centroid = TaskVector.of(vectors).orElse(vectors.get(0));
        List<Integer> ranked = IntStream.range(0, contents.size())
                .boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -TaskVector.cosine(vectors.get(i), centroid))
                        .thenComparing(contents::get))
                .toList();
        List<Integer> kept = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (int i : ranked) {
            boolean duplicate =
                    kept.stream().anyMatch(k -> TaskVector.cosine(vectors.get(k), vectors.get(i)) >= NEAR_DUPLICATE);
            String sentence = contents.get(i).strip();
            if (duplicate || text.length() + sentence.length() + 1 > MAX_LENGTH) {
                continue;
            }
            text.append(text.isEmpty() ? "" : " ").append(sentence.endsWith(".") ? sentence : sentence + ".");
            kept.add(i);
        }
        return text.toString();
    }
}
