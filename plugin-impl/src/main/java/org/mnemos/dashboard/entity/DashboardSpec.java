package org.mnemos.dashboard.entity;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

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

    /**
     * The columns the dashboard reads, in order of first use: what its page needs of the data, and what new
     * data must still have for it to render.
     */
    public Set<String> fields() {
        Set<String> fields = new LinkedHashSet<>();
        kpis.forEach(kpi -> fields.add(kpi.field()));
        for (Chart chart : charts) {
            fields.add(chart.x().field());
            fields.add(chart.y().field());
            if (chart.colour() != null && chart.colour().field() != null) {
                fields.add(chart.colour().field());
            }
        }
        for (DetailTable table : tables) {
            table.columns().forEach(column -> fields.add(column.field()));
            if (table.sort() != null) {
                fields.add(table.sort().field());
            }
        }
        formatRules.categoryColours().forEach(rule -> fields.add(rule.field()));
        formatRules.thresholds().forEach(rule -> fields.add(rule.field()));
        fields.remove(null);
        return fields;
    }
}
