package org.mnemos.dashboard.entity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a viewer picked in a dashboard's viewer filters: for a {@code values} filter the values kept, for a
 * {@code dateRange} filter its first and last day ("" for an open end). A filter without a pick keeps every row.
 * Checked against the spec before it is built ({@code ViewerSelections}); the same selection always gives the same
 * figures, so the page, the exports and the subscriptions that carry it agree.
 *
 * @param values field → values kept, by field name
 * @param ranges field → [first day, last day], by field name
 */
public record ViewerSelection(Map<String, List<String>> values, Map<String, List<String>> ranges) {

    /** The prefix of a viewer filter's query parameter: {@code f.<field>}. */
    public static final String PARAMETER = "f.";

    /** What a date range's query parameter puts between its first and last day: {@code 2024-01-01..2024-03-31}. */
    public static final String RANGE_SEPARATOR = "..";

    /** No pick: every row the spec itself keeps. */
    public static final ViewerSelection NONE = new ViewerSelection(Map.of(), Map.of());

    public ViewerSelection {
        values = new TreeMap<>(values);
        values.replaceAll((field, picked) -> List.copyOf(picked));
        ranges = new TreeMap<>(ranges);
        ranges.replaceAll((field, days) -> List.copyOf(days));
    }

    public boolean isEmpty() {
        return values.isEmpty() && ranges.isEmpty();
    }

    /** The spec's filters this selection adds to the dashboard-wide ones: in for values, range for dates. */
    public List<Filter> filters() {
        List<Filter> filters = new ArrayList<>();
        values.forEach((field, picked) -> filters.add(new Filter(field, FilterOp.IN, picked, null, null, null, null)));
        ranges.forEach((field, days) -> filters.add(
                new Filter(field, FilterOp.RANGE, null, bound(days.get(0)), bound(days.get(1)), null, null)));
        return filters;
    }

    /** Field to values as query parameters ({@code f.<field>}): how a stored selection reaches the computation. */
    public static Map<String, List<String>> parameters(Map<String, List<String>> byField) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        byField.forEach((field, picked) -> query.put(PARAMETER + field, List.copyOf(picked)));
        return query;
    }

    /** The query parameters that carry this selection in a URL, in field order: what a bookmark or link keeps. */
    public Map<String, List<String>> query() {
        Map<String, List<String>> query = parameters(values);
        ranges.forEach(
                (field, days) -> query.put(PARAMETER + field, List.of(days.get(0) + RANGE_SEPARATOR + days.get(1))));
        return query;
    }

    private static String bound(String day) {
        return day.isEmpty() ? null : day;
    }
}
