package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.Datasets;

/**
 * A chart's points, grouped as the chart library grouped the rows: one per x value (its time bucket when the
 * x axis has a time unit) and colour value when the chart colours by a field, each with its y aggregate. At
 * most {@value #MAX_GROUPS} groups are kept: rows of a group first seen after that are left out and the
 * chart is marked truncated, so memory stays bounded whatever the rows.
 */
final class ChartGroups {

    static final int MAX_GROUPS = 10_000;

    private record Key(Object x, Object colour) {}

    private final Chart chart;
    private final int maxGroups;
    private final Map<Key, Aggregation> groups = new LinkedHashMap<>();
    // Sorting coloured series by y ranks each x by its y over all its series, as the chart library did.
    private final Map<Object, Aggregation> xRanks = new HashMap<>();
    private boolean truncated;

    ChartGroups(Chart chart, int maxGroups) {
        this.chart = chart;
        this.maxGroups = maxGroups;
    }

    /** Whether the chart's points have a colour member: only when it colours by a field. */
    private boolean coloured() {
        return chart.colour() != null && chart.colour().field() != null;
    }

    private boolean sortedByY() {
        return chart.x().sort() == AxisSort.BY_Y || chart.x().sort() == AxisSort.BY_Y_DESCENDING;
    }

    void add(Object x, Object colour, Object y) {
        Object bucket = chart.x().timeUnit() == null
                ? Datasets.canonical(x)
                : TimeBuckets.start(x, chart.x().timeUnit());
        // 2 and 2.0 are one group, as they were one value on the page.
        Key key = new Key(bucket, coloured() ? Datasets.canonical(colour) : null);
        Aggregation group = groups.get(key);
        if (group == null) {
            if (groups.size() >= maxGroups) {
                truncated = true;
                return;
            }
            group = Aggregation.ofGroup(chart.y().aggregate());
            groups.put(key, group);
        }
        group.add(y);
        if (coloured() && sortedByY()) {
            xRanks.computeIfAbsent(bucket, any -> Aggregation.ofGroup(chart.y().aggregate()))
                    .add(y);
        }
    }

    boolean truncated() {
        return truncated;
    }

    boolean approximate() {
        return groups.values().stream().anyMatch(Aggregation::approximate);
    }

    int retained() {
        return groups.size() + xRanks.size();
    }

    /** The points {x, colour?, y}, in the axis's order (x ascending unless the chart sorts otherwise). */
    List<Map<String, Object>> points() {
        List<Map<String, Object>> points = new ArrayList<>();
        groups.forEach((key, group) -> {
            Map<String, Object> point = new LinkedHashMap<>();
            point.put("x", key.x());
            if (coloured()) {
                point.put("colour", key.colour());
            }
            point.put("y", group.result());
            points.add(point);
        });
        points.sort(order(chart.x().sort()));
        return points;
    }

    /** What a y sort orders a point by: its x's y over every series, or its own y when there are none. */
    private Object rank(Map<String, Object> point) {
        return coloured() ? xRanks.get(point.get("x")).result() : point.get("y");
    }

    private Comparator<Map<String, Object>> order(AxisSort sort) {
        Comparator<Map<String, Object>> byX = Comparator.comparing(point -> point.get("x"), ValueOrder.ASCENDING);
        Comparator<Map<String, Object>> first = sort == null
                ? byX
                : switch (sort) {
                    case ASCENDING -> byX;
                    case DESCENDING -> Comparator.comparing(point -> point.get("x"), ValueOrder.DESCENDING);
                    case BY_Y ->
                        Comparator.comparing(this::rank, ValueOrder.ASCENDING).thenComparing(byX);
                    case BY_Y_DESCENDING ->
                        Comparator.comparing(this::rank, ValueOrder.DESCENDING).thenComparing(byX);
                };
        return first.thenComparing(point -> point.get("colour"), ValueOrder.ASCENDING);
    }
}
