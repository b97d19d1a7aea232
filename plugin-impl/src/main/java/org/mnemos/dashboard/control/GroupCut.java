package org.mnemos.dashboard.control;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.mnemos.dashboard.control.ChartGroups.Key;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;

/**
 * A chart's limits on its groups: {@code colourLimit} keeps the n series with the largest y over all their
 * groups; {@code limit} keeps the n x groups first by the chart's sort (largest y first when the chart sorts
 * by x) and, with {@code others}, folds the rest of each series into one x group named {@value #OTHERS}, whose
 * y is the chart's aggregate over all their rows.
 */
final class GroupCut {

    static final String OTHERS = "Others";

    private final Chart chart;
    private final BiFunction<Object, Object, Object> rank;
    private final Supplier<Measure> fresh;

    /**
     * @param rank  what an x group is ranked by, given its x key and one of its y values
     * @param fresh a new measure of the chart's y, for "Others"
     */
    GroupCut(Chart chart, BiFunction<Object, Object, Object> rank, Supplier<Measure> fresh) {
        this.chart = chart;
        this.rank = rank;
        this.fresh = fresh;
    }

    Map<Key, Measure> apply(Map<Key, Measure> groups, Map<Object, Measure> seriesTotals) {
        Map<Key, Measure> kept = groups;
        if (chart.colourLimit() != null) {
            Set<Object> series = top(seriesTotals, chart.colourLimit().n(), ValueOrder.DESCENDING);
            kept = new LinkedHashMap<>();
            for (Map.Entry<Key, Measure> group : groups.entrySet()) {
                if (series.contains(group.getKey().colour())) {
                    kept.put(group.getKey(), group.getValue());
                }
            }
        }
        return chart.limit() == null ? kept : limited(kept);
    }

    private Map<Key, Measure> limited(Map<Key, Measure> groups) {
        Map<Object, Object> xRank = new LinkedHashMap<>();
        groups.forEach((key, group) -> xRank.putIfAbsent(key.x(), rank.apply(key.x(), group.result())));
        Comparator<Object> direction = chart.x().sort() == AxisSort.BY_Y ? ValueOrder.ASCENDING : ValueOrder.DESCENDING;
        Set<Object> xs = xRank.keySet().stream()
                .sorted(Comparator.comparing((Object x) -> xRank.get(x), direction)
                        .thenComparing(x -> x, ValueOrder.ASCENDING))
                .limit(chart.limit().n())
                .collect(LinkedHashSet::new, Set::add, Set::addAll);
        Map<Key, Measure> kept = new LinkedHashMap<>();
        Map<Key, Measure> others = new LinkedHashMap<>();
        groups.forEach((key, group) -> {
            if (xs.contains(key.x())) {
                kept.put(key, group);
            } else if (chart.limit().others()) {
                others.computeIfAbsent(new Key(OTHERS, key.colour()), any -> fresh.get())
                        .absorb(group);
            }
        });
        kept.putAll(others);
        return kept;
    }

    private static Set<Object> top(Map<Object, Measure> totals, int n, Comparator<Object> direction) {
        List<Object> ranked = totals.keySet().stream()
                .sorted(Comparator.comparing(
                                (Object series) -> totals.get(series).result(), direction)
                        .thenComparing(series -> series, ValueOrder.ASCENDING))
                .limit(n)
                .toList();
        return new LinkedHashSet<>(ranked);
    }
}
