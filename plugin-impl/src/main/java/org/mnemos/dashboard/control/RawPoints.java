package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.Datasets;

/**
 * The points of a chart whose y is not aggregated ({@code none}): one per row with a y value, in source order,
 * at most {@value #MAX_POINTS} (the chart is then truncated), so a scatter of a million rows stays small.
 */
final class RawPoints implements ChartPoints {

    static final int MAX_POINTS = 5_000;

    private final boolean coloured;
    private final int maxPoints;
    private final List<Map<String, Object>> points = new ArrayList<>();
    private boolean truncated;

    RawPoints(Chart chart, int maxPoints) {
        this.coloured = chart.colour() != null && chart.colour().field() != null;
        this.maxPoints = maxPoints;
    }

    @Override
    public void add(Object x, Object colour, Object y, Object per) {
        if (!ValueOrder.present(y)) {
            return;
        }
        if (points.size() >= maxPoints) {
            truncated = true;
            return;
        }
        Map<String, Object> point = new LinkedHashMap<>();
        point.put("x", Datasets.canonical(x));
        if (coloured) {
            point.put("colour", Datasets.canonical(colour));
        }
        point.put("y", y);
        points.add(point);
    }

    @Override
    public List<Map<String, Object>> points() {
        return List.copyOf(points);
    }

    @Override
    public boolean truncated() {
        return truncated;
    }

    @Override
    public boolean approximate() {
        return false;
    }

    @Override
    public int retained() {
        return points.size();
    }
}
