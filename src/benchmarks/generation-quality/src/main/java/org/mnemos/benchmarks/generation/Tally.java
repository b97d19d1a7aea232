package org.mnemos.benchmarks.generation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hits of one side (the product, the baseline, the product before), per group of cases: overall, per chart
 * type, per hardness and per need. A group's counts: cases, HTTP failures, then one per {@link Score#METRICS}.
 */
final class Tally {

    static final String OVERALL = "overall";
    private static final int CASES = 0;
    private static final int FAILED = 1;

    private final Map<String, int[]> groups;

    Tally() {
        this(new LinkedHashMap<>());
    }

    private Tally(Map<String, int[]> groups) {
        this.groups = groups;
    }

    /** As {@link #counts()} wrote them (the stored "before" side). */
    static Tally of(Map<String, int[]> counts) {
        return new Tally(new LinkedHashMap<>(counts));
    }

    Map<String, int[]> counts() {
        return groups;
    }

    void add(Case c, Score score) {
        for (String group : groupsOf(c)) {
            int[] counts = groups.computeIfAbsent(group, g -> new int[2 + Score.METRICS.length]);
            counts[CASES]++;
            counts[FAILED] += score.failed() ? 1 : 0;
            for (int i = 0; i < Score.METRICS.length; i++) {
                counts[2 + i] += score.hit(Score.METRICS[i]) ? 1 : 0;
            }
        }
    }

    /** The groups a case counts in, each as {@code breakdown|value}. */
    static List<String> groupsOf(Case c) {
        List<String> groups = new ArrayList<>();
        groups.add(OVERALL);
        groups.add("chart type|" + c.chart());
        groups.add("hardness|" + c.hardness());
        List<String> needs = c.gold().needs();
        if (needs.isEmpty()) {
            groups.add("need|none of these");
        }
        needs.forEach(need -> groups.add("need|" + need));
        return groups;
    }

    int cases(String group) {
        return groups.containsKey(group) ? groups.get(group)[CASES] : 0;
    }

    int failed(String group) {
        return groups.containsKey(group) ? groups.get(group)[FAILED] : 0;
    }

    /** The share of the group's cases that hit {@code metric}; NaN for a group without cases. */
    double share(String group, String metric) {
        int[] counts = groups.get(group);
        if (counts == null || counts[CASES] == 0) {
            return Double.NaN;
        }
        return counts[2 + List.of(Score.METRICS).indexOf(metric)] / (double) counts[CASES];
    }

    List<String> groupNames() {
        return List.copyOf(groups.keySet());
    }
}
