package org.mnemos.bench.viewer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.camel.impl.DefaultCamelContext;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.csv.AllowedPaths;
import org.mnemos.connector.csv.CsvConfig;
import org.mnemos.connector.csv.CsvSource;
import org.mnemos.connector.csv.MalformedRowPolicy;
import org.mnemos.connector.profile.ProfileBuilder;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.dashboard.control.ViewerSelections;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.ViewerSelection;

/**
 * Viewer filters at 10⁶ source rows, server time only, in one JVM over the product's own classes: the profiler's
 * read (CsvSource + ProfileBuilder), a refresh's read (the same plus the spec's datasets and its kept rows,
 * encoded as stored), the current render path (the source read again for every render), the first render of a
 * published version (its stored datasets parsed), a filter change over the kept rows (warm: decoded in memory;
 * cold: decoded from the stored bytes first), and DuckDB answering the same figures from a Parquet file.
 * Arguments: --rows N --reps N --work DIR --out FILE --command TEXT.
 */
public final class ViewerBenchmark {

    private ViewerBenchmark() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        long rows = Long.parseLong(options.getOrDefault("rows", "1000000"));
        int reps = Integer.parseInt(options.getOrDefault("reps", "3"));
        Path work = Path.of(options.getOrDefault("work", "target/bench"));
        Files.createDirectories(work);
        Path csv = work.resolve("orders-" + rows + ".csv");
        if (!Files.exists(csv)) {
            SupplyChainCsv.write(csv, rows);
        }
        Results results = new Results(rows, Files.size(csv));
        DashboardSpec spec = SpecJson.stored(BenchSpec.JSON);

        DataProfile profile = null;
        for (int i = 0; i < reps; i++) {
            long start = System.nanoTime();
            ProfileBuilder[] builder = new ProfileBuilder[1];
            read(csv, new RowSink() {
                @Override
                public void start(List<String> columns) {
                    builder[0] = new ProfileBuilder(columns);
                }

                @Override
                public void accept(Row row) {
                    builder[0].add(row);
                }
            });
            profile = builder[0].build();
            results.time("profile", start);
        }
        byte[] stored = null;
        String storedDatasets = null;
        for (int i = 0; i < reps; i++) {
            long start = System.nanoTime();
            SpecRows.Recorder recorder = SpecRows.recorder(spec);
            SpecDatasets datasets = SpecDatasets.of(spec, profile, ViewerSelections.defaults(spec)).keeping(recorder);
            ProfileBuilder[] builder = new ProfileBuilder[1];
            read(csv, new RowSink() {
                @Override
                public void start(List<String> columns) {
                    builder[0] = new ProfileBuilder(columns);
                    datasets.start(columns);
                }

                @Override
                public void accept(Row row) {
                    builder[0].add(row);
                    datasets.accept(row);
                }
            });
            builder[0].build();
            storedDatasets = datasets.result().json();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            recorder.rows().write(bytes);
            stored = bytes.toByteArray();
            results.time("refresh", start);
        }
        results.size("kept", stored.length);
        for (int i = 0; i < reps; i++) {
            long start = System.nanoTime();
            SpecDatasets datasets = SpecDatasets.of(spec, profile);
            read(csv, datasets);
            datasets.result();
            results.time("render-source", start);
        }
        for (int i = 0; i < 20 * reps; i++) {
            long start = System.nanoTime();
            Datasets.parse(storedDatasets).json();
            results.time("first-render", start);
        }
        SpecRows kept = null;
        for (int i = 0; i < reps; i++) {
            long start = System.nanoTime();
            kept = SpecRows.read(new ByteArrayInputStream(stored));
            results.time("decode", start);
        }
        List<Map<String, List<String>>> selections = Selections.of();
        SpecRows rowsKept = kept;
        DataProfile typing = profile;
        // Warm-up: the JIT compiles the replay before it is timed.
        for (int i = 0; i < 3; i++) {
            SpecDatasets.of(spec, typing, ViewerSelections.of(spec, typing, selections.get(i))).over(rowsKept);
        }
        for (int r = 0; r < reps; r++) {
            for (Map<String, List<String>> picked : selections) {
                long start = System.nanoTime();
                ViewerSelection selection = ViewerSelections.of(spec, typing, picked);
                SpecDatasets.of(spec, typing, selection).over(rowsKept).json();
                results.time("filter-kept", start);
            }
        }
        duckDb(csv, work, selections, reps, results);
        results.write(Path.of(options.getOrDefault("out", "benchmarks-viewer.md")), options.get("command"));
    }

    private static void duckDb(
            Path csv, Path work, List<Map<String, List<String>>> selections, int reps, Results results)
            throws Exception {
        Path parquet = work.resolve(csv.getFileName().toString().replace(".csv", ".parquet"));
        Files.deleteIfExists(parquet);
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:");
                Statement statement = duck.createStatement()) {
            long start = System.nanoTime();
            statement.execute("COPY (SELECT \"Order ID\", \"Order Date\", \"Ship Mode\", \"Region\", \"Category\", "
                    + "\"Segment\", \"Sales\", \"Profit\" FROM read_csv('" + csv + "')) TO '" + parquet
                    + "' (FORMAT parquet)");
            results.time("duckdb-write", start);
            results.size("parquet", Files.size(parquet));
            for (int i = 0; i < 3; i++) {
                DuckQueries.figures(statement, parquet, selections.get(i));
            }
            for (int r = 0; r < reps; r++) {
                for (Map<String, List<String>> picked : selections) {
                    long begin = System.nanoTime();
                    DuckQueries.figures(statement, parquet, picked);
                    results.time("filter-duckdb", begin);
                }
            }
        }
    }

    /** Reads the CSV as a refresh or a render does: the product's CSV connector, malformed rows skipped. */
    static void read(Path csv, RowSink sink) throws Exception {
        try (RowStream rows = new CsvSource(new AllowedPaths(csv.getParent()), new DefaultCamelContext())
                .open(CsvConfig.of(csv.getFileName().toString()).with(MalformedRowPolicy.SKIP))) {
            sink.start(rows.columns());
            rows.forEachRemaining(sink::accept);
        }
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        return options;
    }
}
