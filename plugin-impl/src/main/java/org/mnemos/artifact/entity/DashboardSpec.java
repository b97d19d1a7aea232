package org.mnemos.artifact.entity;

import java.util.List;
import java.util.Objects;

/**
 * A data-free dashboard: which aggregates of which columns to show and how. It names columns, never
 * their values (category values in colour rules excepted), so the renderer computes everything from
 * the rows injected at run time.
 */
public record DashboardSpec(
        int specVersion,
        String title,
        List<KpiCard> kpis,
        List<Chart> charts,
        List<DetailTable> tables,
        Layout layout,
        FormatRules formatRules) {

    /** The version of {@code dashboard-spec.schema.json} these records mirror. */
    public static final int VERSION = 1;

    public DashboardSpec {
        Objects.requireNonNull(title, "title");
        kpis = List.copyOf(kpis);
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(formatRules, "formatRules");
    }
}
