package org.mnemos.bench.viewer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The timings and sizes of a run, and the page they make: figures first, goals met or missed said plainly. */
final class Results {

    private final long rows;
    private final long csvBytes;
    private final Map<String, List<Double>> millis = new LinkedHashMap<>();
    private final Map<String, Long> sizes = new LinkedHashMap<>();

    Results(long rows, long csvBytes) {
        this.rows = rows;
        this.csvBytes = csvBytes;
    }

    void time(String what, long startNanos) {
        double ms = (System.nanoTime() - startNanos) / 1e6;
        millis.computeIfAbsent(what, k -> new ArrayList<>()).add(ms);
        System.out.printf(Locale.ROOT, "%-14s %10.1f ms%n", what, ms);
    }

    void size(String what, long bytes) {
        sizes.put(what, bytes);
    }

    double p(String what, double quantile) {
        List<Double> sorted = new ArrayList<>(millis.get(what));
        sorted.sort(Double::compare);
        return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(quantile * sorted.size()) - 1));
    }

    void write(Path page, String command) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark: viewer filters\n\n");
        md.append("Written by `").append(command == null ? "src/benchmarks/viewer-filters/run" : command)
                .append("` (issue 30). Server time only, in one JVM over the product's own classes (no HTTP, no ")
                .append("PostgreSQL round trip: see below). Not part of `mvn verify`; `--smoke` runs it in seconds.\n\n");
        md.append("## Machine and sizes\n\n");
        md.append(String.format(Locale.ROOT, "- %s, %d cores, %s, JDK %s; load average when the page was written: %s"
                        + " (other builds on the machine slow every figure alike)%n",
                cpu(), Runtime.getRuntime().availableProcessors(), memory(), System.getProperty("java.version"), load()));
        md.append(String.format(Locale.ROOT, "- source: %,d rows × 12 columns, %,.1f MB of CSV (superstore-shaped order lines, `SupplyChainCsv`)%n",
                rows, csvBytes / 1e6));
        sizes.forEach((what, bytes) -> md.append(String.format(Locale.ROOT, "- %s: %,.1f MB%n", label(what), bytes / 1e6)));
        md.append("- dashboard: 4 KPIs (two sums, a distinct count, a count), 3 charts (by month, by ship mode, by region ")
                .append("and category), a top-20 table; viewer filters on Ship Mode, Region, Category, Segment and Order Date\n");
        md.append("- filter changes: ").append(Selections.of().size()).append(" selections (one value, two filters, ")
                .append("several values, a quarter, a year with a mode, cleared), each timed every repetition\n\n");
        md.append("## Figures (ms)\n\n| what | runs | p50 | p95 | min |\n|---|---:|---:|---:|---:|\n");
        millis.forEach((what, list) -> md.append(String.format(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.1f |%n",
                label(what), list.size(), p(what, 0.5), p(what, 0.95), list.stream().mapToDouble(d -> d).min().orElse(0))));
        md.append("\n## Goals\n\n");
        goal(md, "filter change over the kept rows, p50 ≤ 300 ms", p("filter-kept", 0.5), 300);
        goal(md, "first render of a published version (its stored datasets), p50 ≤ 200 ms", p("first-render", 0.5), 200);
        double ratio = p("refresh", 0.5) / p("profile", 0.5);
        md.append(String.format(Locale.ROOT, "- refresh ≤ 1.5× the profiler's read: %.2f× — %s%n", ratio,
                ratio <= 1.5 ? "**met**" : "**missed**"));
        md.append(String.format(Locale.ROOT,
                "- the current render path (the source read again) against a filter over kept rows: %.0f× slower at p50%n",
                p("render-source", 0.5) / p("filter-kept", 0.5)));
        md.append(Notes.TEXT);
        Files.writeString(page, md.toString());
        System.out.println("wrote " + page);
    }

    private static void goal(StringBuilder md, String goal, double p50, double limit) {
        md.append(String.format(Locale.ROOT, "- %s: %.1f ms — %s%n", goal, p50, p50 <= limit ? "**met**" : "**missed**"));
    }

    private static String label(String what) {
        return switch (what) {
            case "profile" -> "profiler's read (CsvSource + ProfileBuilder)";
            case "refresh" -> "refresh's read (profile + datasets + kept rows, encoded)";
            case "render-source" -> "current render path: the source read again";
            case "first-render" -> "first render: the stored datasets parsed";
            case "decode" -> "kept rows decoded from their stored bytes (once per refresh and instance)";
            case "filter-kept" -> "filter change: SpecDatasets over the kept rows (chosen)";
            case "duckdb-write" -> "DuckDB: CSV → Parquet file";
            case "filter-duckdb" -> "filter change: DuckDB SQL over the Parquet file";
            case "kept" -> "kept rows (SpecRows, compressed, as stored in refresh_rows)";
            case "parquet" -> "Parquet file of the same columns (DuckDB)";
            default -> what;
        };
    }

    private static String cpu() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .orElse("unknown CPU");
        } catch (IOException e) {
            return "unknown CPU";
        }
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String memory() {
        return String.format(Locale.ROOT, "heap max %,d MB", Runtime.getRuntime().maxMemory() >> 20);
    }
}
