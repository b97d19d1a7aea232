package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.UnmappedClause;

/**
 * A refinement of the current draft, read by the same parser as a first request: the edits {@link SpecRefinement}
 * knows ("make it a line chart", "only the top 5", "by month", "use billions", "remove the table"), else the
 * charts and KPIs the instruction's clauses ask for, added ("add average resolution time by borough"), else
 * nothing changed and a note saying so. Never a silent rebuild; each result is one undoable draft change.
 */
final class DraftEdit {

    private final RequestParser parser;

    DraftEdit(RequestParser parser) {
        this.parser = parser;
    }

    DashboardSpec apply(DashboardSpec current, GenerationRequest request) {
        String instruction = request.instruction() == null ? "" : request.instruction();
        var edited = SpecRefinement.of(current, instruction);
        if (edited.isPresent()) {
            return relaid(edited.get(), edited.get().notes(), edited.get().notUnderstood());
        }
        TaskRules rules = new TaskSpecParser(request.profile()).parse(request.taskSpecs());
        ClauseItems asked =
                new IntentDesign(request.profile(), rules).design(parser.parse(instruction, request.profile()));
        List<String> notes = new ArrayList<>(current.notes());
        notes.addAll(asked.notes());
        List<UnmappedClause> unmapped = new ArrayList<>(current.notUnderstood());
        unmapped.addAll(asked.notUnderstood());
        if (!asked.shows()) {
            String unchanged = "no edit or chart understood; the draft is unchanged";
            notes.add("'" + instruction.strip() + "': " + unchanged);
            if (asked.notUnderstood().isEmpty()) {
                unmapped.add(new UnmappedClause(instruction.strip(), unchanged));
            }
            return relaid(current, notes, unmapped);
        }
        return relaid(added(current, asked), notes, unmapped);
    }

    /** The asked items after the current ones, with ids that do not collide. */
    private static DashboardSpec added(DashboardSpec current, ClauseItems asked) {
        Set<String> ids = new HashSet<>();
        Stream.of(
                        current.kpis().stream().map(KpiCard::id),
                        current.charts().stream().map(Chart::id),
                        current.tables().stream().map(DetailTable::id))
                .flatMap(s -> s)
                .forEach(ids::add);
        List<KpiCard> kpis = new ArrayList<>(current.kpis());
        asked.kpis()
                .forEach(k -> kpis.add(new KpiCard(
                        fresh(k.id(), ids),
                        k.title(),
                        k.field(),
                        k.aggregate(),
                        k.format(),
                        k.thresholds(),
                        k.per(),
                        k.percent(),
                        k.filters())));
        List<Chart> charts = new ArrayList<>(current.charts());
        asked.charts().forEach(c -> charts.add(ChartEdits.with(c, fresh(c.id(), ids), c.x(), c.limit())));
        List<DetailTable> tables = new ArrayList<>(current.tables());
        asked.tables()
                .forEach(t ->
                        tables.add(new DetailTable(fresh(t.id(), ids), t.title(), t.columns(), t.sort(), t.limit())));
        return new DashboardSpec(
                DashboardSpec.VERSION,
                current.title(),
                kpis,
                charts,
                tables,
                current.layout(),
                current.formatRules(),
                Stream.concat(current.filters().stream(), asked.filters().stream())
                        .distinct()
                        .toList(),
                Stream.concat(current.derived().stream(), asked.derived().stream())
                        .distinct()
                        .toList(),
                current.exclusions(),
                current.notes(),
                current.notUnderstood(),
                current.theme(),
                current.viewerFilters());
    }

    private static String fresh(String id, Set<String> taken) {
        String candidate = id;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = id + "-" + n;
        }
        return candidate;
    }

    /** The layout's rows without items that are gone, and a row for each kind of item that is new. */
    private static DashboardSpec relaid(DashboardSpec spec, List<String> notes, List<UnmappedClause> unmapped) {
        Set<String> placed = new HashSet<>();
        List<List<String>> rows = new ArrayList<>();
        Set<String> present = new HashSet<>();
        spec.kpis().forEach(k -> present.add(k.id()));
        spec.charts().forEach(c -> present.add(c.id()));
        spec.tables().forEach(t -> present.add(t.id()));
        for (List<String> row : spec.layout().rows()) {
            List<String> kept = row.stream().filter(present::contains).toList();
            placed.addAll(kept);
            if (!kept.isEmpty()) {
                rows.add(kept);
            }
        }
        Stream.of(
                        spec.kpis().stream().map(KpiCard::id),
                        spec.charts().stream().map(Chart::id),
                        spec.tables().stream().map(DetailTable::id))
                .map(ids -> ids.filter(id -> !placed.contains(id)).toList())
                .filter(row -> !row.isEmpty())
                .forEach(rows::add);
        return new DashboardSpec(
                DashboardSpec.VERSION,
                spec.title(),
                spec.kpis(),
                spec.charts(),
                spec.tables(),
                new Layout(rows),
                spec.formatRules(),
                spec.filters(),
                spec.derived(),
                spec.exclusions(),
                SpecDesign.notes(notes),
                SpecDesign.unmapped(unmapped),
                spec.theme(),
                spec.viewerFilters());
    }
}
