package org.mnemos.benchmarks.generation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The sanity pass: one default dashboard per table (a generic instruction), and which of its KPIs and charts sum
 * or average a column that is an identifier, a code, a coordinate or a year by the benchmark's own rules.
 */
record Sanity(String table, int items, List<String> meaningless, String error) {

    static final String INSTRUCTION = "overview dashboard";

    static Sanity of(String table, Dashboard dashboard, Set<String> notMeasures) {
        List<String> found = new ArrayList<>();
        for (Dashboard.Aggregated a : dashboard.aggregates()) {
            if (("sum".equals(a.aggregate()) || "avg".equals(a.aggregate()))
                    && a.field() != null
                    && notMeasures.stream().anyMatch(a.field()::equalsIgnoreCase)) {
                found.add(a.aggregate() + "(" + a.field() + ")");
            }
        }
        return new Sanity(table, dashboard.aggregates().size(), found, null);
    }

    static Sanity failed(String table, String error) {
        return new Sanity(table, 0, List.of(), error);
    }
}
