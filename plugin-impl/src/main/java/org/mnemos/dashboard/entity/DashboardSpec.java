package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A data-free dashboard: which aggregates of which columns to show and how. It names columns, never
 * their values (category values in colour rules, filters and exclusions excepted), so the server computes
 * everything from the rows. Version 2 adds dashboard-wide filters, derived fields, excluded rows, notes (with
 * the phrases not understood), a theme and the filters a viewer may set; a version-1 spec has none of them and reads, renders and refreshes as before.
 */
public record DashboardSpec(
        int specVersion,
        String title,
        List<KpiCard> kpis,
        List<Chart> charts,
        List<DetailTable> tables,
        Layout layout,
        FormatRules formatRules,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Filter> filters,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<DerivedField> derived,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Exclusion> exclusions,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notes,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<UnmappedClause> notUnderstood,
        @JsonInclude(JsonInclude.Include.NON_NULL) Theme theme,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ViewerFilter> viewerFilters) {

    /** The version of {@code dashboard-spec-2.schema.json} these records mirror: what new specs are. */
    public static final int VERSION = 2;

    /** The first version, {@code dashboard-spec.schema.json}: still read, rendered and refreshed. */
    public static final int VERSION_1 = 1;

    public DashboardSpec {
        Objects.requireNonNull(title, "title");
        kpis = List.copyOf(kpis);
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(formatRules, "formatRules");
        filters = filters == null ? List.of() : List.copyOf(filters);
        derived = derived == null ? List.of() : List.copyOf(derived);
        exclusions = exclusions == null ? List.of() : List.copyOf(exclusions);
        notes = notes == null ? List.of() : List.copyOf(notes);
        notUnderstood = notUnderstood == null ? List.of() : List.copyOf(notUnderstood);
        viewerFilters = viewerFilters == null ? List.of() : List.copyOf(viewerFilters);
    }

    /** A spec without the version-2 members. */
    public DashboardSpec(
            int specVersion,
            String title,
            List<KpiCard> kpis,
            List<Chart> charts,
            List<DetailTable> tables,
            Layout layout,
            FormatRules formatRules) {
        this(specVersion, title, kpis, charts, tables, layout, formatRules, null, null, null, null, null, null, null);
    }

    /** This spec with other KPI cards, charts and tables; everything else kept. */
    public DashboardSpec withItems(List<KpiCard> otherKpis, List<Chart> otherCharts, List<DetailTable> otherTables) {
        return with(otherKpis, otherCharts, otherTables, viewerFilters);
    }

    /** This spec with other viewer filters; everything else kept. */
    public DashboardSpec withViewerFilters(List<ViewerFilter> other) {
        return with(kpis, charts, tables, other);
    }

    private DashboardSpec with(
            List<KpiCard> otherKpis,
            List<Chart> otherCharts,
            List<DetailTable> otherTables,
            List<ViewerFilter> otherViewerFilters) {
        return new DashboardSpec(
                specVersion,
                title,
                otherKpis,
                otherCharts,
                otherTables,
                layout,
                formatRules,
                filters,
                derived,
                exclusions,
                notes,
                notUnderstood,
                theme,
                otherViewerFilters);
    }

    /** The viewer filter on {@code field}, if the spec declares one. */
    public Optional<ViewerFilter> viewerFilter(String field) {
        return viewerFilters.stream().filter(f -> f.field().equals(field)).findFirst();
    }

    /** The derived fields by name. */
    public Map<String, DerivedField> derivedByName() {
        return derived.stream().collect(Collectors.toMap(DerivedField::name, Function.identity(), (a, b) -> a));
    }

    /**
     * The columns the dashboard reads, in order of first use: what its page needs of the data, and what new
     * data must still have for it to render. A derived field stands for the columns it is computed from;
     * filters, exclusions and ratio denominators count as uses.
     */
    public Set<String> fields() {
        Set<String> named = new LinkedHashSet<>();
        for (KpiCard kpi : kpis) {
            named.add(kpi.field());
            ratio(kpi.per(), named);
            filters(kpi.filters(), named);
        }
        for (Chart chart : charts) {
            named.add(chart.x().field());
            named.add(chart.y().field());
            ratio(chart.y().per(), named);
            if (chart.colour() != null && chart.colour().field() != null) {
                named.add(chart.colour().field());
            }
            filters(chart.filters(), named);
        }
        for (DetailTable table : tables) {
            table.columns().forEach(column -> named.add(column.field()));
            if (table.sort() != null) {
                named.add(table.sort().field());
            }
            filters(table.filters(), named);
        }
        formatRules.categoryColours().forEach(rule -> named.add(rule.field()));
        formatRules.thresholds().forEach(rule -> named.add(rule.field()));
        filters(filters, named);
        exclusions.forEach(exclusion -> named.add(exclusion.field()));
        viewerFilters.forEach(filter -> named.add(filter.field()));
        named.remove(null);
        Map<String, DerivedField> derivedFields = derivedByName();
        Set<String> fields = new LinkedHashSet<>();
        for (String name : named) {
            DerivedField field = derivedFields.get(name);
            if (field == null) {
                fields.add(name);
            } else {
                fields.add(field.from());
                fields.add(field.to());
            }
        }
        return fields;
    }

    private static void ratio(Ratio per, Set<String> named) {
        if (per != null) {
            named.add(per.field());
        }
    }

    private static void filters(List<Filter> filters, Set<String> named) {
        filters.forEach(filter -> named.add(filter.field()));
    }
}
