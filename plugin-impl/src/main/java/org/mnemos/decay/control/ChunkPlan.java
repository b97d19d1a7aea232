package org.mnemos.decay.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.decay.entity.DecayCandidate;
import org.mnemos.memory.control.DecayScorer.Decision;
import org.mnemos.memory.control.TaskVector;

/**
 * What a chunk's entries below theta (or over the cap) come to, the one answer a dry run reports and a real
 * run carries out. The entries to consolidate are grouped in id order, same subject together, entries without
 * one joining the first group whose first member is similar enough; a group smaller than {@code minGroupSize}
 * is deleted instead, and says so.
 *
 * @param actions every entry the chunk acts on with its final decision (CONSOLIDATE or DELETE), in chunk order
 * @param groups the ids of each group to consolidate
 */
public record ChunkPlan(List<DecayCandidate> actions, List<List<String>> groups) {

    static final double SAME_TOPIC = 0.75;

    /**
     * @param vectors the embedding of each entry to consolidate that is still there (null when it has none);
     *     an entry missing from it is gone, and the plan leaves it out
     */
    public static ChunkPlan of(List<DecayCandidate> acting, Map<String, float[]> vectors, int minGroupSize) {
        List<DecayCandidate> toConsolidate = acting.stream()
                .filter(c -> c.decision() == Decision.CONSOLIDATE && vectors.containsKey(c.id()))
                .sorted(Comparator.comparing(DecayCandidate::id))
                .toList();
        Map<String, DecayCandidate> deletedInstead = new HashMap<>();
        List<List<String>> groups = new ArrayList<>();
        for (List<DecayCandidate> group : grouped(toConsolidate, vectors)) {
            if (group.size() >= minGroupSize) {
                groups.add(group.stream().map(DecayCandidate::id).toList());
                continue;
            }
            String why = "its group of " + group.size() + " is smaller than the minimum group size of " + minGroupSize;
            group.forEach(c -> deletedInstead.put(c.id(), c.deletedInstead(why)));
        }
        List<DecayCandidate> actions = acting.stream()
                .filter(c -> c.decision() != Decision.CONSOLIDATE || vectors.containsKey(c.id()))
                .map(c -> deletedInstead.getOrDefault(c.id(), c))
                .toList();
        return new ChunkPlan(actions, groups);
    }

    public List<DecayCandidate> deletions() {
        return actions.stream().filter(c -> c.decision() == Decision.DELETE).toList();
    }

    /** The entries the groups consolidate. */
    public long consolidated() {
        return groups.stream().mapToLong(List::size).sum();
    }

    private static List<List<DecayCandidate>> grouped(List<DecayCandidate> entries, Map<String, float[]> vectors) {
        Map<String, List<DecayCandidate>> bySubject = new LinkedHashMap<>();
        List<List<DecayCandidate>> bySimilarity = new ArrayList<>();
        for (DecayCandidate entry : entries) {
            if (entry.subject() != null) {
                bySubject
                        .computeIfAbsent(entry.subject(), s -> new ArrayList<>())
                        .add(entry);
                continue;
            }
            float[] vector = vectors.get(entry.id());
            bySimilarity.stream()
                    .filter(g -> similar(vectors.get(g.get(0).id()), vector))
                    .findFirst()
                    .ifPresentOrElse(g -> g.add(entry), () -> bySimilarity.add(new ArrayList<>(List.of(entry))));
        }
        List<List<DecayCandidate>> all = new ArrayList<>(bySubject.values());
        all.addAll(bySimilarity);
        return all;
    }

    private static boolean similar(float[] first, float[] vector) {
        return first != null && vector != null && TaskVector.cosine(first, vector) >= SAME_TOPIC;
    }
}
