package org.mnemos.benchmarks.recall;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Evidence recall@k per method and question type: the share of a question's gold ids in the top k, averaged. */
final class Scores {

    static final int[] KS = {1, 5, 10, 20, 50};
    static final String ALL = "all";

    /** method → type → sums per k, and the question count at index KS.length. */
    private final Map<String, Map<String, double[]>> sums = new LinkedHashMap<>();

    void add(String method, List<String> types, Set<String> gold, List<String> ranking) {
        double[] recall = new double[KS.length + 1];
        for (int i = 0; i < KS.length; i++) {
            int k = KS[i];
            recall[i] = ranking.stream().limit(k).distinct().filter(gold::contains).count() / (double) gold.size();
        }
        recall[KS.length] = 1;
        for (String type : concat(types)) {
            double[] into = sums.computeIfAbsent(method, m -> new TreeMap<>()).computeIfAbsent(type, t -> new double[KS.length + 1]);
            for (int i = 0; i < recall.length; i++) {
                into[i] += recall[i];
            }
        }
    }

    private static List<String> concat(List<String> types) {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(ALL), types.stream()).toList();
    }

    Set<String> methods() {
        return sums.keySet();
    }

    Set<String> types() {
        return sums.values().iterator().next().keySet();
    }

    /** recall@KS[index] of a method over one type. */
    double at(String method, String type, int index) {
        double[] s = sums.get(method).get(type);
        return s == null ? Double.NaN : s[index] / s[KS.length];
    }

    int questions(String type) {
        return (int) sums.values().iterator().next().get(type)[KS.length];
    }
}
