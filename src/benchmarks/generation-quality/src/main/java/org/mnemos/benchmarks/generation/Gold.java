package org.mnemos.benchmarks.generation;

import java.util.List;

/**
 * The chart that answers a request, as {@code nl2vis-dev/README.md} defines it: mark ({@code bar arc line point}),
 * x and y columns, y's aggregate ({@code count distinct sum avg min max}, or {@code none} for raw values), the
 * series column, the sort ({@code by} x, y or another column, and its order), the date bin, the filter and the
 * exact points.
 */
record Gold(
        String mark,
        String x,
        String y,
        String aggregate,
        String colour,
        String sortBy,
        String sortOrder,
        String timeUnit,
        String filter,
        List<Point> data) {

    /** What the request needs beyond one aggregate per x value: the breakdown "per need" of the page. */
    List<String> needs() {
        List<String> needs = new java.util.ArrayList<>();
        if (filter != null) {
            needs.add("filter");
        }
        if (colour != null) {
            needs.add("series");
        }
        if (sortBy != null) {
            needs.add("sort");
        }
        if (timeUnit != null) {
            needs.add("date bins");
        }
        if ("none".equals(aggregate)) {
            needs.add("raw values");
        }
        return needs;
    }
}
