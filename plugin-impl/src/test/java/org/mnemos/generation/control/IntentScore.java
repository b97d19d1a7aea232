package org.mnemos.generation.control;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.RequestIntent;

/**
 * How many of a set of nl2vis requests an intent names the gold parts of: x, y with its aggregation
 * (count ↔ a count, a raw column ↔ that column), both (axis), the mark, and — over the cases that ask
 * for them — colour, sort, time unit and filter column. A part is hit when some clause hits it.
 */
final class IntentScore {

    private int cases;
    private int x, y, axis, mark;
    private int colourCases, colour, sortCases, sort, timeCases, time, filterCases, filter, notUnderstood;

    void add(Nl2VisCase c, RequestIntent intent) {
        cases++;
        List<ChartReading> charts = intent.clauses().stream()
                .map(cl -> ChartReading.of(cl, intent.filters()))
                .toList();
        boolean xHit = charts.stream().anyMatch(r -> same(r.x(), c.gold("x")));
        boolean yHit = charts.stream().anyMatch(r -> yHit(r, c));
        boolean axisHit = charts.stream().anyMatch(r -> same(r.x(), c.gold("x")) && yHit(r, c));
        x += xHit ? 1 : 0;
        y += yHit ? 1 : 0;
        axis += axisHit ? 1 : 0;
        mark += charts.stream()
                        .anyMatch(
                                r -> same(r.x(), c.gold("x")) && yHit(r, c) && Objects.equals(r.mark(), c.gold("mark")))
                ? 1
                : 0;
        notUnderstood += intent.clauses().stream().anyMatch(cl -> cl.understood()) ? 0 : 1;
        if (c.gold("colour") != null) {
            colourCases++;
            colour += charts.stream().anyMatch(r -> same(r.colour(), c.gold("colour"))) ? 1 : 0;
        }
        if (c.gold().get("sort") != null && !c.gold().get("sort").isNull()) {
            sortCases++;
            sort += charts.stream().anyMatch(r -> sortHit(r, c)) ? 1 : 0;
        }
        if (c.gold("timeUnit") != null) {
            timeCases++;
            time += charts.stream().anyMatch(r -> Objects.equals(r.timeUnit(), c.gold("timeUnit"))) ? 1 : 0;
        }
        if (!c.filterColumns().isEmpty()) {
            filterCases++;
            filter += charts.stream()
                            .anyMatch(r -> r.filterColumns().stream()
                                    .anyMatch(f -> c.filterColumns().contains(f.toLowerCase(Locale.ROOT))))
                    ? 1
                    : 0;
        }
    }

    double axis() {
        return (double) axis / cases;
    }

    double mark() {
        return (double) mark / cases;
    }

    double colour() {
        return ratio(colour, colourCases);
    }

    double sort() {
        return ratio(sort, sortCases);
    }

    double time() {
        return ratio(time, timeCases);
    }

    double filter() {
        return ratio(filter, filterCases);
    }

    String report(String name) {
        return String.format(
                Locale.ROOT,
                "%-22s n=%4d  x %.3f  y+agg %.3f  axis %.3f  mark %.3f  colour %.3f (%d)  sort %.3f (%d)  timeUnit %.3f (%d)  filter %.3f (%d)  not understood %d",
                name,
                cases,
                (double) x / cases,
                (double) y / cases,
                axis(),
                mark(),
                colour(),
                colourCases,
                sort(),
                sortCases,
                time(),
                timeCases,
                filter(),
                filterCases,
                notUnderstood);
    }

    private static boolean yHit(ChartReading r, Nl2VisCase c) {
        String aggregate = c.gold("aggregate");
        if (r.aggregate() == null) {
            return false;
        }
        if (aggregate.equals("count") || aggregate.equals("distinct")) {
            return r.aggregate() == Aggregation.COUNT
                    || r.aggregate() == Aggregation.DISTINCT
                    || r.aggregate() == Aggregation.SHARE && r.y() == null;
        }
        if (!same(r.y(), c.gold("y"))) {
            return false;
        }
        return aggregate.equals("none")
                || r.aggregate().name().toLowerCase(Locale.ROOT).equals(aggregate);
    }

    private static boolean sortHit(ChartReading r, Nl2VisCase c) {
        var gold = c.gold().get("sort");
        return Objects.equals(r.sortBy(), gold.get("by").asText())
                && Objects.equals(r.sortOrder(), gold.get("order").asText())
                && (!"other".equals(r.sortBy())
                        || same(r.sortField(), gold.path("field").asText(null)));
    }

    private static boolean same(String a, String b) {
        return a != null && b != null && a.equalsIgnoreCase(b);
    }

    private static double ratio(int hits, int of) {
        return of == 0 ? 0 : (double) hits / of;
    }
}
