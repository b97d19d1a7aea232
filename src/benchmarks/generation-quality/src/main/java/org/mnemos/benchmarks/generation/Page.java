package org.mnemos.benchmarks.generation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The results page: the three sides per breakdown, the goals, and the sanity pass; a hand-written reading kept. */
final class Page {

    static final String READING = "\n## Reading it";
    private static final String[] BREAKDOWNS = {"chart type", "hardness", "need"};

    private final StringBuilder text = new StringBuilder();

    /**
     * @param before the product as it was before issue 28 (stored by {@code --record-before}), or null
     */
    Page(String command, String run, Tally product, Tally before, String beforeLabel, Tally baseline) {
        text.append("# Benchmark: generation quality (natural-language chart requests)\n\n")
                .append("Command: `").append(command).append("`. ").append(run).append("\n\n")
                .append(SCORING)
                .append("Each cell: **product now** / before issue 28")
                .append(before == null ? " (not recorded)" : " (" + beforeLabel + ")")
                .append(" / in-run trivial baseline.\n\n");
        table("Overall", List.of(Tally.OVERALL), product, before, baseline);
        for (String breakdown : BREAKDOWNS) {
            List<String> groups = baseline.groupNames().stream().filter(g -> g.startsWith(breakdown + "|")).sorted().toList();
            table("Per " + breakdown, groups, product, before, baseline);
        }
        goals(product, baseline);
    }

    private static final String SCORING = """
            Scored as `nl2vis-dev/README.md` defines it, through the real API: per table a workspace, a CSV source, \
            the upload and the profile; per request the Generate Artifact node with `instruction` = the request \
            (`nl`), then the caller's draft (its DashboardSpec) and the draft's rendered page (the `#mnemos-data` \
            datasets the server computed). A case hits **axis** when some chart has the gold x and a matching y \
            (count ↔ COUNT; sum/avg/min/max/distinct of the same column; a raw column with any of sum/avg/min/max); \
            **mark**, **colour**, **data** and **sort** each add one condition on such a chart: the gold mark \
            (Pie → `arc`, Line → `line`/`area`, Scatter → `point`), the gold series column (none when the gold has \
            none), the gold points as a multiset (x in the gold's date bin, y within 1e-6 relative), the gold \
            order (x ascending also matches a chart without a sort). **sane**: no KPI or chart sums or averages \
            an identifier-like column (its name's last word is id, code or key, or every value is a distinct \
            integer). An HTTP failure is a miss on every count. The baseline is computed by the benchmark from \
            the CSV alone: one bar chart of the row count per value of the first categorical column (text, not only numbers or dates, with repeated values).

            """;

    private void table(String title, List<String> groups, Tally product, Tally before, Tally baseline) {
        text.append("## ").append(title).append("\n\n| group | n | failed |");
        for (String metric : Score.METRICS) {
            text.append(' ').append(metric).append(" |");
        }
        text.append("\n|---|---:|---:|").append("---|".repeat(Score.METRICS.length)).append('\n');
        for (String group : groups) {
            text.append("| ").append(group.substring(group.indexOf('|') + 1)).append(" | ")
                    .append(baseline.cases(group)).append(" | ").append(product.failed(group)).append(" |");
            for (String metric : Score.METRICS) {
                text.append(" **").append(share(product, group, metric)).append("** / ")
                        .append(share(before, group, metric)).append(" / ")
                        .append(share(baseline, group, metric)).append(" |");
            }
            text.append('\n');
        }
        text.append('\n');
    }

    /** Issue 28's goals on the development set: each also at least 3× the in-run baseline. */
    private void goals(Tally product, Tally baseline) {
        text.append("## Goals (issue 28)\n\n| goal | measured | baseline | met |\n|---|---:|---:|---|\n");
        for (Map.Entry<String, Double> goal : Map.of("axis", 0.85, "mark", 0.75, "data", 0.70).entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).toList()) {
            double measured = product.share(Tally.OVERALL, goal.getKey());
            double floor = baseline.share(Tally.OVERALL, goal.getKey());
            boolean met = measured >= goal.getValue() && measured >= 3 * floor;
            text.append(String.format(Locale.ROOT, "| %s ≥ %.2f and ≥ 3× baseline | %.2f | %.2f | %s |%n",
                    goal.getKey(), goal.getValue(), measured, floor, met ? "yes" : "**no**"));
        }
        text.append('\n');
    }

    void sanity(List<Sanity> tables) {
        int items = tables.stream().mapToInt(Sanity::items).sum();
        long bad = tables.stream().mapToLong(t -> t.meaningless().size()).sum();
        long failed = tables.stream().filter(t -> t.error() != null).count();
        text.append("## Sanity of default dashboards\n\n")
                .append("One dashboard per table with the generic instruction \"").append(Sanity.INSTRUCTION)
                .append("\"; counted: KPIs and charts that sum or average an identifier, a code, a coordinate or a year")
                .append(" (the benchmark's own rules over the CSV: a name whose last word is id, code, key, no, number, nr, zip, fips or")
                .append(" phone; by values as the product's profiler reads them, distinct integers that run like row numbers")
                .append(" (10 rows or more, spanning at most twice their count) or distinct over 1,000 rows or more, unless a")
                .append(" word of the name says amount (total, count, sales, …); a name whose last word is")
                .append(" lat/latitude/lon/lng/long/longitude or that starts X/Y coordinate; a name ending in year, or whole")
                .append(" numbers 1800–2100 only).\n\n")
                .append(String.format(Locale.ROOT, "%d tables, %d KPIs and charts, **%d meaningless aggregates**, %d"
                        + " tables failed.%n%n", tables.size(), items, bad, failed))
                .append("| table | KPIs and charts | meaningless aggregates |\n|---|---:|---|\n");
        for (Sanity t : tables) {
            if (!t.meaningless().isEmpty() || t.error() != null) {
                text.append("| ").append(t.table()).append(" | ").append(t.items()).append(" | ")
                        .append(t.error() != null ? "failed: " + t.error() : String.join(", ", t.meaningless()))
                        .append(" |\n");
            }
        }
        text.append("\nTables not listed had none.\n\n");
    }

    String markdown(Path previous) throws IOException {
        String old = Files.exists(previous) ? Files.readString(previous) : "";
        int at = old.indexOf(READING);
        return text + (at < 0 ? "" : old.substring(at + 1).strip() + "\n");
    }

    static String runLine(String cases, int tables, String machine) {
        return "Date: " + LocalDate.now() + ". Data: `nl2vis-dev`, " + cases + " over " + tables
                + " tables. Machine: " + machine + ".";
    }

    private static String share(Tally tally, String group, String metric) {
        if (tally == null || tally.cases(group) == 0) {
            return "–";
        }
        return String.format(Locale.ROOT, "%.2f", tally.share(group, metric));
    }
}
