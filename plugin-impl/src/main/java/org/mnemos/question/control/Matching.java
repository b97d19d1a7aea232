package org.mnemos.question.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.question.entity.Citation;

/**
 * What of a dashboard a question is about, found by words alone: the KPIs, charts and tables whose title or
 * fields share the most words with the question (a chart point or table row naming a category value the
 * question names counts too, and is what the citation then shows), the profiled columns it names and the
 * memories that share words with it. Deterministic: the same question and facts cite the same things.
 */
final class Matching {

    static final int MAX_MEMORIES = 3;
    static final int MAX_COLUMNS = 3;
    /** The points or rows a chart or table citation shows when no category value was asked for. */
    static final int MAX_VALUES = 10;

    private static final int MEMORY_TITLE = 80;

    private Matching() {}

    static List<Citation> of(String question, DashboardFacts facts) {
        Set<String> asked = Words.of(question);
        List<Citation> cited = new ArrayList<>(dashboard(asked, facts.spec(), facts.datasets()));
        cited.addAll(columns(asked, facts));
        cited.addAll(memories(asked, facts.memories()));
        return cited;
    }

    private record Scored(int score, Citation citation) {}

    /** The spec's items with the best score, in the spec's order; none when no item shares a word. */
    private static List<Citation> dashboard(Set<String> asked, DashboardSpec spec, Datasets datasets) {
        if (spec == null || datasets == null) {
            return List.of();
        }
        List<Scored> items = new ArrayList<>();
        for (KpiCard kpi : spec.kpis()) {
            items.add(new Scored(
                    Words.overlap(asked, kpi.title() + " " + kpi.field()),
                    new Citation(
                            Citation.KPI, kpi.id(), kpi.title(), datasets.kpis().get(kpi.id()))));
        }
        for (Chart chart : spec.charts()) {
            String colour = chart.colour() == null ? null : chart.colour().field();
            items.add(series(
                    asked,
                    Citation.CHART,
                    chart.id(),
                    chart.title(),
                    Stream.of(chart.x().field(), chart.y().field(), colour),
                    datasets.charts().getOrDefault(chart.id(), List.of())));
        }
        for (DetailTable table : spec.tables()) {
            items.add(series(
                    asked,
                    Citation.TABLE,
                    table.id(),
                    table.title(),
                    table.columns().stream().map(TableColumn::field),
                    datasets.tables().getOrDefault(table.id(), List.of())));
        }
        int best = items.stream().mapToInt(Scored::score).max().orElse(0);
        return best == 0
                ? List.of()
                : items.stream()
                        .filter(s -> s.score() == best)
                        .map(Scored::citation)
                        .toList();
    }

    /** A chart or table: its words, plus one when some of its points or rows name a value the question names. */
    private static Scored series(
            Set<String> asked,
            String type,
            String id,
            String title,
            Stream<String> fields,
            List<Map<String, Object>> values) {
        String words = title + " " + fields.filter(Objects::nonNull).collect(Collectors.joining(" "));
        List<Map<String, Object>> named = values.stream()
                .filter(v -> v.values().stream()
                        .anyMatch(cell -> cell instanceof String text && Words.overlap(asked, text) > 0))
                .toList();
        int score = Words.overlap(asked, words) + (named.isEmpty() ? 0 : 1);
        List<Map<String, Object>> shown =
                named.isEmpty() ? values.stream().limit(MAX_VALUES).toList() : named;
        return new Scored(score, new Citation(type, id, title, shown));
    }

    private static List<Citation> columns(Set<String> asked, DashboardFacts facts) {
        return facts.profile().columns().stream()
                .filter(c -> Words.overlap(asked, c.name()) > 0)
                .sorted(Comparator.comparingInt((ColumnProfile c) -> -Words.overlap(asked, c.name())))
                .limit(MAX_COLUMNS)
                .map(c -> new Citation(Citation.PROFILE, c.name(), c.name(), statistics(c)))
                .toList();
    }

    /** What the profile says of a column: never a sample row. */
    private static Map<String, Object> statistics(ColumnProfile column) {
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("type", column.type());
        stats.put("distinct", column.distinct());
        stats.put("nulls", column.nulls());
        if (column.min() != null) {
            stats.put("min", column.min());
            stats.put("max", column.max());
        }
        if (column.mean() != null) {
            stats.put("mean", column.mean());
        }
        return stats;
    }

    private static List<Citation> memories(Set<String> asked, List<DashboardFacts.Memory> memories) {
        return memories.stream()
                .filter(m -> Words.overlap(asked, m.content()) > 0)
                .sorted(Comparator.comparingInt((DashboardFacts.Memory m) -> -Words.overlap(asked, m.content())))
                .limit(MAX_MEMORIES)
                .map(m -> new Citation(Citation.MEMORY, m.id(), title(m.content()), m.content()))
                .toList();
    }

    private static String title(String content) {
        String line = content.strip().replaceAll("\\s+", " ");
        return line.length() <= MEMORY_TITLE ? line : line.substring(0, MEMORY_TITLE - 1) + "…";
    }
}
