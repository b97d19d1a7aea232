package org.mnemos.generation.control;

import java.util.List;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.UnmappedClause;

/**
 * What a request's clauses asked for, as dashboard items, and the notes on what could not be mapped.
 *
 * @param filters what every item of the dashboard keeps ("only 2022")
 * @param derived the computed columns the items use (durations)
 * @param notes one line per phrase not mapped or choice made instead ("'margin': no column matches; nothing added")
 * @param notUnderstood the phrases not mapped, each with its reason
 */
record ClauseItems(
        List<KpiCard> kpis,
        List<Chart> charts,
        List<DetailTable> tables,
        List<Filter> filters,
        List<DerivedField> derived,
        List<String> notes,
        List<UnmappedClause> notUnderstood) {

    ClauseItems {
        kpis = List.copyOf(kpis);
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        filters = List.copyOf(filters);
        derived = List.copyOf(derived);
        notes = List.copyOf(notes);
        notUnderstood = List.copyOf(notUnderstood);
    }

    static ClauseItems none() {
        return new ClauseItems(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    }

    /** Whether the request gave anything to show. */
    boolean shows() {
        return !kpis.isEmpty() || !charts.isEmpty() || !tables.isEmpty();
    }
}
