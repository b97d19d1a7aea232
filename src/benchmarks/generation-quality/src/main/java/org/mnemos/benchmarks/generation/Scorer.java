package org.mnemos.benchmarks.generation;

import java.time.LocalDate;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.mnemos.benchmarks.generation.Dashboard.Aggregated;
import org.mnemos.benchmarks.generation.Dashboard.ChartView;

/** Scores a dashboard against a request's gold chart as {@code nl2vis-dev/README.md} defines it. */
final class Scorer {

    static final double TOLERANCE = 1e-6;
    private static final Set<String> OF_A_COLUMN = Set.of("sum", "avg", "min", "max");
    private static final Pattern ISO_DATE = Pattern.compile("^(\\d{4})-(\\d{2})-(\\d{2})");
    private static final Pattern MIDNIGHT = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})[ T]00:00(:00(\\.0+)?)?Z?$");

    private Scorer() {}

    /** {@code identifiers}: the table's identifier-like columns (see {@link Table#identifiers()}). */
    static Score score(Gold gold, Dashboard dashboard, Set<String> identifiers) {
        List<ChartView> onAxis = dashboard.charts().stream().filter(c -> axis(gold, c)).toList();
        return new Score(
                !onAxis.isEmpty(),
                any(onAxis, c -> mark(gold, c)),
                any(onAxis, c -> colour(gold, c)),
                any(onAxis, c -> data(gold, c)),
                any(onAxis, c -> sort(gold, c)),
                sane(dashboard, identifiers),
                false);
    }

    /** No KPI or chart sums or averages an identifier-like column. */
    static boolean sane(Dashboard dashboard, Set<String> identifiers) {
        for (Aggregated a : dashboard.aggregates()) {
            if (("sum".equals(a.aggregate()) || "avg".equals(a.aggregate())) && contains(identifiers, a.field())) {
                return false;
            }
        }
        return true;
    }

    static boolean axis(Gold gold, ChartView chart) {
        if (!same(gold.x(), chart.x()) || chart.aggregate() == null) {
            return false;
        }
        return switch (gold.aggregate()) {
            case "count" -> chart.aggregate().equals("count");
            // Raw values plotted as they are (spec v2's "none") are the exact answer; an aggregate of the column the
            // README's near miss.
            case "none" -> (chart.aggregate().equals("none") || OF_A_COLUMN.contains(chart.aggregate()))
                    && same(gold.y(), chart.y());
            default -> chart.aggregate().equals(gold.aggregate()) && same(gold.y(), chart.y());
        };
    }

    static boolean mark(Gold gold, ChartView chart) {
        return gold.mark().equals(chart.mark()) || (gold.mark().equals("line") && "area".equals(chart.mark()));
    }

    /** A chart coloured by its own x has no series: each bar its colour, one bar per x as without colour. */
    static boolean colour(Gold gold, ChartView chart) {
        boolean series = chart.colour() != null && !chart.colour().equalsIgnoreCase(chart.x());
        return gold.colour() == null ? !series : series && same(gold.colour(), chart.colour());
    }

    /** x ascending is also the order of a chart without a sort. */
    static boolean sort(Gold gold, ChartView chart) {
        if (gold.sortBy() == null) {
            return true;
        }
        String wanted = switch (gold.sortBy() + " " + gold.sortOrder()) {
            case "x ascending" -> chart.sort() == null ? null : "ascending";
            case "x descending" -> "descending";
            case "y ascending" -> "y";
            case "y descending" -> "-y";
            default -> "unmatchable";
        };
        return Objects.equals(wanted, chart.sort());
    }

    /** The same points as a multiset: x (in the gold's date bin) and series equal, y within 1e-6 relative. */
    static boolean data(Gold gold, ChartView chart) {
        Map<String, List<Double>> expected = group(gold.data(), gold, false);
        Map<String, List<Double>> actual = group(chart.points(), gold, true);
        if (!expected.keySet().equals(actual.keySet())) {
            return false;
        }
        for (Map.Entry<String, List<Double>> e : expected.entrySet()) {
            List<Double> a = actual.get(e.getKey());
            if (a.size() != e.getValue().size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!close(e.getValue().get(i), a.get(i))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Map<String, List<Double>> group(List<Point> points, Gold gold, boolean binned) {
        Map<String, List<Double>> groups = new HashMap<>();
        for (Point p : points) {
            String x = binned ? bin(Point.label(p.x()), gold.timeUnit()) : Point.label(p.x());
            String key = day(x) + "\u0000" + (gold.colour() == null ? "" : Point.label(p.colour()));
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(p.y());
        }
        groups.values().forEach(ys -> ys.sort((a, b) -> a == null ? (b == null ? 0 : -1) : b == null ? 1 : a.compareTo(b)));
        return groups;
    }

    /** The product labels a date bucket by its first day; the gold by the bin (2017, Jan, Mon). */
    static String bin(String x, String timeUnit) {
        if (x == null || timeUnit == null) {
            return x;
        }
        var date = ISO_DATE.matcher(x);
        if (!date.find()) {
            return x;
        }
        LocalDate day = LocalDate.of(
                Integer.parseInt(date.group(1)), Integer.parseInt(date.group(2)), Integer.parseInt(date.group(3)));
        return switch (timeUnit) {
            case "year" -> date.group(1);
            case "month" -> day.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
            case "weekday" -> day.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
            case "dayofmonth" -> String.valueOf(day.getDayOfMonth());
            default -> day.toString();
        };
    }

    /** A date-time at midnight reads as its date: the CSV's text and the product's typed value alike. */
    private static String day(String x) {
        if (x == null) {
            return null;
        }
        var midnight = MIDNIGHT.matcher(x);
        return midnight.matches() ? midnight.group(1) : x;
    }

    private static boolean close(Double expected, Double actual) {
        if (expected == null || actual == null) {
            return expected == actual;
        }
        return Math.abs(expected - actual) <= TOLERANCE * Math.abs(expected) + 1e-12;
    }

    private static boolean any(List<ChartView> charts, Predicate<ChartView> condition) {
        return charts.stream().anyMatch(condition);
    }

    private static boolean same(String a, String b) {
        return a != null && a.equalsIgnoreCase(b);
    }

    private static boolean contains(Set<String> columns, String field) {
        return field != null && columns.stream().anyMatch(field::equalsIgnoreCase);
    }
}
