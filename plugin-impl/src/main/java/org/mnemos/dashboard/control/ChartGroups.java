package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.Datasets;

/**
 * A chart's points, grouped as the chart library grouped the rows: one per x group ({@link XBuckets}) and colour
 * value when the chart colours by a field, each with its y measure (an aggregate, or a ratio of two). With an
 * aggregated x (points only), one point per colour group with the x aggregate. At most {@value #MAX_GROUPS}
 * groups are kept: rows of a group first seen after that are left out and the chart is marked truncated, so
 * memory stays bounded whatever the rows. The chart's limits apply at the end ({@link GroupCut}).
 */
final class ChartGroups implements ChartPoints {

    static final int MAX_GROUPS = 10_000;

    record Key(Object x, Object colour) {}

    private final Chart chart;
    private final int maxGroups;
    private final XBuckets buckets;
    private final Map<Key, Measure> groups = new LinkedHashMap<>();
    private final Map<Key, Aggregation> xValues = new HashMap<>();
    // Sorting or cutting by y ranks each x (and each series) by its y over all its groups, as the chart library did.
    private final Map<Object, Measure> xRanks = new HashMap<>();
    private final Map<Object, Measure> colourRanks = new HashMap<>();
    private boolean truncated;

    ChartGroups(Chart chart, DataProfile profile, int maxGroups) {
        this.chart = chart;
        this.maxGroups = maxGroups;
        this.buckets = new XBuckets(chart.x(), profile);
    }

    /** Whether the chart's points have a colour member: only when it colours by a field. */
    private boolean coloured() {
        return chart.colour() != null && chart.colour().field() != null;
    }

    private boolean ranksX() {
        return coloured() && (sortedByY() || chart.limit() != null);
    }

    private boolean sortedByY() {
        return chart.x().sort() == AxisSort.BY_Y || chart.x().sort() == AxisSort.BY_Y_DESCENDING;
    }

    @Override
    public void add(Object x, Object colour, Object y, Object per) {
        boolean aggregatedX = chart.x().aggregate() != null;
        Object bucket = aggregatedX ? null : buckets.key(x);
        // 2 and 2.0 are one group, as they were one value on the page.
        Object series = coloured() ? Datasets.canonical(colour) : null;
        Key key = new Key(bucket, series);
        Measure group = groups.get(key);
        if (group == null) {
            if (groups.size() >= maxGroups) {
                truncated = true;
                return;
            }
            group = measure();
            groups.put(key, group);
        }
        group.add(y, per);
        if (aggregatedX) {
            xValues.computeIfAbsent(key, any -> Aggregation.ofGroup(chart.x().aggregate()))
                    .add(x);
        }
        if (ranksX()) {
            xRanks.computeIfAbsent(bucket, any -> measure()).add(y, per);
        }
        if (chart.colourLimit() != null) {
            colourRanks.computeIfAbsent(series, any -> measure()).add(y, per);
        }
    }

    private Measure measure() {
        return Measure.ofGroup(chart.y().aggregate(), chart.y().per());
    }

    @Override
    public boolean truncated() {
        return truncated;
    }

    @Override
    public boolean approximate() {
        return groups.values().stream().anyMatch(Measure::approximate);
    }

    @Override
    public int retained() {
        return groups.size() + xRanks.size() + colourRanks.size() + xValues.size();
    }

    /** The points {x, colour?, y}, in the axis's order (x ascending unless the chart sorts otherwise). */
    @Override
    public List<Map<String, Object>> points() {
        Map<Key, Measure> kept = new GroupCut(chart, this::rank, this::measure).apply(groups, colourRanks);
        List<Map<String, Object>> points = new ArrayList<>();
        kept.forEach((key, group) -> {
            Map<String, Object> point = new LinkedHashMap<>();
            point.put(
                    "x",
                    chart.x().aggregate() == null ? key.x() : xValues.get(key).result());
            if (coloured()) {
                point.put("colour", key.colour());
            }
            point.put("y", group.result());
            points.add(point);
        });
        points.sort(order(chart.x().sort()));
        points.forEach(point -> point.put("x", label(point.get("x"))));
        return points;
    }

    private Object label(Object key) {
        return GroupCut.OTHERS.equals(key) ? key : buckets.label(key);
    }

    /** What a y sort orders a point by: its x's y over every series, or its own y when there are none. */
    private Object rank(Object x, Object y) {
        return coloured() && xRanks.containsKey(x) ? xRanks.get(x).result() : y;
    }

    private Comparator<Map<String, Object>> order(AxisSort sort) {
        // "Others" comes last whatever the order.
        Comparator<Map<String, Object>> others = Comparator.comparing(point -> GroupCut.OTHERS.equals(point.get("x")));
        Comparator<Map<String, Object>> byX = Comparator.comparing(point -> point.get("x"), ValueOrder.ASCENDING);
        Comparator<Map<String, Object>> first = sort == null
                ? byX
                : switch (sort) {
                    case ASCENDING -> byX;
                    case DESCENDING -> Comparator.comparing(point -> point.get("x"), ValueOrder.DESCENDING);
                    case BY_Y ->
                        Comparator.comparing(
                                        (Map<String, Object> p) -> rank(p.get("x"), p.get("y")), ValueOrder.ASCENDING)
                                .thenComparing(byX);
                    case BY_Y_DESCENDING ->
                        Comparator.comparing(
                                        (Map<String, Object> p) -> rank(p.get("x"), p.get("y")), ValueOrder.DESCENDING)
                                .thenComparing(byX);
                };
        return others.thenComparing(first).thenComparing(point -> point.get("colour"), ValueOrder.ASCENDING);
    }
}
