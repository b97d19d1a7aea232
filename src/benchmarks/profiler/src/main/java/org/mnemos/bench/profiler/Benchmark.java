package org.mnemos.bench.profiler;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The benchmark driver. Generates the synthetic files, then for each file runs the Mnemos
 * profiler and the DuckDB peer alternately, each in a fresh JVM, {@code --reps} times; takes
 * medians of the wall times and maxima of the heap figures; counts the raw file's tokens;
 * writes a Markdown report and the raw results as JSON.
 * <p>Options: {@code --work DIR --shared DIR --out FILE.md [--rows 1000000,3000000] [--reps 3]
 * [--heap 64m] [--extra-heaps 256m] [--files a.csv,b.csv] [--command "how it was started"]}.
 */
public final class Benchmark {

    private static final String[] SHARED_FILES = {
        "superstore/superstore.csv",
        "supply-chain/scms-delivery-history.csv",
        "telco-churn/telco-customer-churn.csv",
        "northwind/orders.csv",
        "northwind/order-details.csv",
        "northwind/customers.csv",
        "northwind/regions.csv",
    };
    /** Heaps tried, in order, when the profiler fails under the limit under test. */
    private static final String[] LARGER_HEAPS = {"128m", "256m", "512m", "1g"};
    private static final String DUCKDB_HEAP = "256m";
    private static final double MB = 1_000_000.0;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path work;
    private final Path shared;
    private final Path results;
    private final String heap;
    private final int reps;
    private final String[] extraHeaps;

    /** One benchmarked file. */
    record Target(String label, Path base, String relative, long expectedRows) {
        Path path() {
            return base.resolve(relative);
        }
    }

    /** One child JVM run. */
    record Run(String engine, String heap, int exitCode, double processMillis, Map<String, Object> result, String error) {
        boolean ok() {
            return exitCode == 0 && result != null;
        }

        double num(String key) {
            Object value = result == null ? null : result.get(key);
            return value instanceof Number n ? n.doubleValue() : Double.NaN;
        }
    }

    private Benchmark(Path work, Path shared, String heap, int reps, String[] extraHeaps) {
        this.extraHeaps = extraHeaps;
        this.work = work;
        this.shared = shared;
        this.results = work.resolve("results");
        this.heap = heap;
        this.reps = reps;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        Path work = Path.of(options.getOrDefault("work", "target/bench")).toAbsolutePath();
        Path shared = Path.of(options.getOrDefault("shared", "/work/shared/data")).toAbsolutePath();
        Path out = Path.of(options.getOrDefault("out", "benchmarks-profiler.md")).toAbsolutePath();
        long[] rows = Arrays.stream(options.getOrDefault("rows", "1000000,3000000").split(","))
                .mapToLong(Long::parseLong).toArray();
        Benchmark benchmark = new Benchmark(work, shared, options.getOrDefault("heap", "64m"),
                Integer.parseInt(options.getOrDefault("reps", "3")),
                options.getOrDefault("extra-heaps", "256m").split(","));
        benchmark.run(rows, options.getOrDefault("files", String.join(",", SHARED_FILES)).split(","), out,
                options.getOrDefault("command", "(not given)"));
    }

    private void run(long[] syntheticRows, String[] sharedFiles, Path out, String command) throws Exception {
        Files.createDirectories(results);
        Path data = Files.createDirectories(work.resolve("data"));
        String loadBefore = loadAverage();
        ZonedDateTime started = ZonedDateTime.now();

        List<Target> targets = new ArrayList<>();
        for (long rows : syntheticRows) {
            String name = "synthetic-" + rows + "-seed" + SyntheticCsv.SEED + ".csv";
            Path file = data.resolve(name);
            if (!Files.exists(file)) {
                long t = System.nanoTime();
                SyntheticCsv.write(file, rows, SyntheticCsv.SEED);
                log("generated %s (%.1f MB) in %.1f s", name, Files.size(file) / MB, (System.nanoTime() - t) / 1e9);
            }
            targets.add(new Target("synthetic " + label(rows) + " × 13", data, name, rows));
        }
        for (String file : sharedFiles) {
            if (!file.isBlank()) {
                targets.add(new Target(file, shared, file, -1));
            }
        }

        Map<Target, List<Run>> mnemos = new LinkedHashMap<>();
        Map<Target, List<Run>> duck = new LinkedHashMap<>();
        Map<Target, Long> rawTokens = new LinkedHashMap<>();
        Map<Target, List<Run>> curve = new LinkedHashMap<>();
        for (Target target : targets) {
            List<Run> m = new ArrayList<>();
            List<Run> d = new ArrayList<>();
            for (int rep = 0; rep < reps; rep++) {
                m.add(mnemos(target, heap, rep == 0));
                d.add(duckdb(target));
            }
            if (m.stream().noneMatch(Run::ok)) {
                for (String larger : LARGER_HEAPS) {
                    Run retry = mnemos(target, larger, true);
                    m.add(retry);
                    if (retry.ok()) {
                        break;
                    }
                }
            }
            mnemos.put(target, m);
            duck.put(target, d);
            if (target.expectedRows() > 0) {
                // Synthetic files only, one run each: DuckDB on one thread (Mnemos uses one), Mnemos with more heap.
                List<Run> c = new ArrayList<>();
                c.add(duckdb(target, 1));
                for (String larger : extraHeaps) {
                    if (!larger.isBlank()) {
                        c.add(mnemos(target, larger, false));
                    }
                }
                curve.put(target, c);
            }
        }
        for (Target target : targets) {
            long t = System.nanoTime();
            rawTokens.put(target, RawTokens.count(target.path()));
            log("raw tokens %s: %,d (%.1f s)", target.label(), rawTokens.get(target), (System.nanoTime() - t) / 1e9);
        }

        Map<String, Object> dump = new LinkedHashMap<>();
        for (Target target : targets) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("path", target.path().toString());
            entry.put("bytes", Files.size(target.path()));
            entry.put("rawTokens", rawTokens.get(target));
            entry.put("mnemos", mnemos.get(target));
            entry.put("duckdb", duck.get(target));
            entry.put("extra", curve.getOrDefault(target, List.of()));
            dump.put(target.label(), entry);
        }
        Files.writeString(results.resolve("runs.json"),
                JSON.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(dump));

        List<String> failed = failures(targets, mnemos, duck, curve);
        if (!failed.isEmpty()) {
            failed.forEach(failure -> log("FAILED %s", failure));
            System.err.println("Not writing " + out + ": a side of the comparison failed (" + failed.size()
                    + " run(s), their stderr in " + results + ").");
            System.exit(1);
        }
        String report = new Report(targets, mnemos, duck, curve, rawTokens, heap, reps, command, started, loadBefore,
                loadAverage(), results).markdown();
        Files.createDirectories(out.getParent());
        Files.writeString(out, report);
        log("wrote %s", out);
    }

    /**
     * The runs that make the comparison meaningless: any that failed other than by running out of the heap under
     * test (a measured outcome, after which larger heaps are tried), and any file one engine never profiled.
     */
    private static List<String> failures(List<Target> targets, Map<Target, List<Run>> mnemos,
                                         Map<Target, List<Run>> duck, Map<Target, List<Run>> curve) {
        List<String> failed = new ArrayList<>();
        for (Target target : targets) {
            List<Run> runs = new ArrayList<>(mnemos.get(target));
            runs.addAll(duck.get(target));
            runs.addAll(curve.getOrDefault(target, List.of()));
            runs.stream()
                    .filter(run -> !run.ok() && (run.error() == null || !run.error().contains("OutOfMemoryError")))
                    .forEach(run -> failed.add(run.engine() + " -Xmx" + run.heap() + " on " + target.label() + ": "
                            + run.error()));
            if (mnemos.get(target).stream().noneMatch(Run::ok) || duck.get(target).stream().noneMatch(Run::ok)) {
                failed.add("no successful run of each engine on " + target.label());
            }
        }
        return failed;
    }

    private Run mnemos(Target target, String heapLimit, boolean keepProfile) throws Exception {
        String stem = stem(target) + "-" + heapLimit;
        List<String> command = new ArrayList<>(List.of(java(), "-Xmx" + heapLimit, "-XX:+UseG1GC",
                "-Xlog:gc:file=" + results.resolve(stem + ".gc.log"),
                "-cp", System.getProperty("java.class.path"), MnemosChild.class.getName(),
                target.base().toString(), target.relative()));
        if (keepProfile) {
            command.add(results.resolve(stem + ".profile.json").toString());
        }
        return child("mnemos", heapLimit, command, target);
    }

    private Run duckdb(Target target) throws Exception {
        return child("duckdb", DUCKDB_HEAP, List.of(java(), "-Xmx" + DUCKDB_HEAP, "-XX:+UseG1GC",
                "-cp", System.getProperty("java.class.path"), DuckDbChild.class.getName(),
                target.path().toString()), target);
    }

    private Run duckdb(Target target, int threads) throws Exception {
        return child("duckdb-" + threads + "thread", DUCKDB_HEAP, List.of(java(), "-Xmx" + DUCKDB_HEAP, "-XX:+UseG1GC",
                "-cp", System.getProperty("java.class.path"), DuckDbChild.class.getName(),
                target.path().toString(), String.valueOf(threads)), target);
    }

    private Run child(String engine, String heapLimit, List<String> command, Target target) throws Exception {
        Path stderr = results.resolve(stem(target) + "-" + engine + "-" + heapLimit + ".stderr.txt");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectError(stderr.toFile()).start();
        String stdout;
        try (InputStream in = process.getInputStream()) {
            stdout = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!process.waitFor(20, TimeUnit.MINUTES)) {
            process.destroyForcibly();
        }
        double millis = (System.nanoTime() - start) / 1e6;
        Map<String, Object> result = null;
        for (String line : stdout.split("\n")) {
            if (line.startsWith("RESULT ")) {
                result = JSON.readValue(line.substring(7), new TypeReference<Map<String, Object>>() { });
            }
        }
        String error = null;
        if (process.exitValue() != 0 || result == null) {
            error = Files.readAllLines(stderr).stream()
                    .filter(l -> l.contains("Error") || l.contains("Exception"))
                    .findFirst().orElse("exit code " + process.exitValue());
        }
        Run run = new Run(engine, heapLimit, process.exitValue(), millis, result, error);
        log("%-14s %-40s -Xmx%-5s %s", engine, target.label(), heapLimit, run.ok()
                ? String.format(Locale.ROOT, "wall %.2f s, peak heap %.1f MiB (scan %.1f), live %.1f MiB, RSS %.0f MB",
                        run.num("wallMillis") / 1000, run.num("peakHeapBytes") / 1048576.0, run.num("scanPeakHeapBytes") / 1048576.0,
                        run.num("liveAfterFullGcBytes") / 1048576.0, run.num("peakRssBytes") / MB)
                : "FAILED: " + error);
        if (run.ok() && !engine.equals("mnemos")) {
            log("    duckdb rows %,d, threads %s", (long) run.num("rowCount"), result.get("threads"));
        }
        return run;
    }

    private static String stem(Target target) {
        return target.relative().replaceAll("[^A-Za-z0-9.-]+", "_").replaceAll("\\.csv$", "");
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    static String label(long rows) {
        return rows % 1_000_000 == 0 ? (rows / 1_000_000 == 1 ? "10⁶" : rows / 1_000_000 + "·10⁶") : String.valueOf(rows);
    }

    static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return parts[0] + " / " + parts[1] + " / " + parts[2];
        } catch (IOException e) {
            return "n/a";
        }
    }

    static void log(String format, Object... args) {
        System.out.println("[" + DateTimeFormatter.ofPattern("HH:mm:ss").format(ZonedDateTime.now()) + "] "
                + String.format(Locale.ROOT, format, args));
    }

    static JsonNode readJson(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }
}
