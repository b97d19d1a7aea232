package org.mnemos.benchmarks.generation;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Does Generate Artifact put the asked-for chart on the dashboard? Scores the product on {@code nl2vis-dev}
 * against an in-run trivial baseline and the stored "before" figures. Usage: GenerationQuality launcher.jar
 * nl2visDir sharedDir page.md workDir [--cases N|all|FROM-TO] [--smoke] [--offline-baseline] [--url URL]
 * [--record-before] [--no-sanity] [--sanity-extra DIR]
 */
public final class GenerationQuality {

    private static final List<String> SHARED_TABLES = List.of(
            "superstore/superstore.csv",
            "supply-chain/scms-delivery-history.csv",
            "telco-churn/telco-customer-churn.csv");

    private final Path nl2vis;
    private final Map<String, Table> tables = new HashMap<>();

    private GenerationQuality(Path nl2vis) {
        this.nl2vis = nl2vis;
    }

    public static void main(String[] args) throws Exception {
        Path launcher = Path.of(args[0]);
        Path nl2vis = Path.of(args[1]);
        Path shared = Path.of(args[2]);
        Path page = Path.of(args[3]);
        Path work = Path.of(args[4]);
        List<String> options = Arrays.asList(args).subList(5, args.length);
        boolean smoke = options.contains("--smoke");
        CaseRange range = CaseRange.parse(option(options, "--cases", "150"));
        List<Case> cases = smoke
                ? oneOfEachChart(Case.read(nl2vis.resolve("cases.jsonl"), CaseRange.parse("all")))
                : Case.read(nl2vis.resolve("cases.jsonl"), range);
        GenerationQuality benchmark = new GenerationQuality(nl2vis);
        Files.createDirectories(work);

        Tally baseline = benchmark.baseline(cases);
        String command = "src/benchmarks/generation-quality/run" + (options.isEmpty() ? "" : " " + String.join(" ", options));
        String run = Page.runLine(range.describe(cases.size()), (int) cases.stream().map(Case::csv).distinct().count(), Machine.describe());
        if (options.contains("--offline-baseline")) {
            Path out = work.resolve("baseline.md");
            Files.writeString(out, new Page(command, run, new Tally(), null, null, baseline).markdown(out));
            System.out.println(Files.readString(out));
            return;
        }
        Tally product = new Tally();
        List<Sanity> sanity = new ArrayList<>();
        String url = option(options, "--url", null);
        try (Product api = url != null ? Product.at(URI.create(url)) : Product.launch(launcher, work.resolve("data-" + System.currentTimeMillis()))) {
            benchmark.score(api, cases, product, work.resolve("product-cases.jsonl"));
            if (!smoke && !options.contains("--no-sanity")) {
                String extra = option(options, "--sanity-extra", null);
                sanity = benchmark.sanity(api, shared, extra == null ? null : Path.of(extra));
            }
        }
        Befores befores = new Befores(work.getParent().resolve("before.json"));
        String key = range.key(cases.size());
        if (options.contains("--record-before") && !smoke) {
            befores.record(key, product);
        }
        Page result = new Page(command, run, product, befores.tally(key), befores.label(key), baseline);
        if (!sanity.isEmpty()) {
            result.sanity(sanity);
        }
        boolean productFailed = product.failed(Tally.OVERALL) == product.cases(Tally.OVERALL);
        Path out = smoke || productFailed || !range.prefix()
                ? work.resolve(smoke ? "smoke.md" : productFailed ? "failed.md" : range.key(cases.size()).replace(' ', '-') + ".md")
                : page;
        Files.writeString(out, result.markdown(out));
        System.out.println(Files.readString(out));
        System.out.println("wrote " + out);
        if (productFailed) {
            System.err.println("every request failed: the page was not overwritten");
            System.exit(1);
        }
    }

    /** The trivial baseline, scored by the same scorer: a bar of row counts by the first text column. */
    private Tally baseline(List<Case> cases) throws IOException {
        Tally tally = new Tally();
        for (Case c : cases) {
            Table table = table(c.csv());
            String x = table.firstCategoricalColumn();
            Dashboard bar = new Dashboard(
                    List.of(new Dashboard.ChartView("bar", x, null, null, null, "count", null, table.countsBy(x))),
                    List.of());
            tally.add(c, Scorer.score(c.gold(), bar, table.identifiers()));
        }
        return tally;
    }

    /** Scores every case; what each dashboard showed goes to {@code details}, one JSON line a case. */
    private void score(Product api, List<Case> cases, Tally tally, Path details) throws IOException {
        Map<String, Product.Source> sources = new HashMap<>();
        List<String> lines = new ArrayList<>();
        int done = 0;
        for (Case c : cases) {
            Table table = table(c.csv());
            Score score;
            try {
                Product.Source source = sources.get(c.csv());
                if (source == null) {
                    source = api.source(c.csv().replace(".csv", ""), nl2vis.resolve(c.csv()));
                    sources.put(c.csv(), source);
                }
                Dashboard dashboard = api.generate(source, c.nl());
                score = Scorer.score(c.gold(), dashboard, table.identifiers());
                lines.add(detail(c, score, dashboard, null));
            } catch (IOException | RuntimeException e) {
                System.err.println(c.id() + " failed: " + e.getMessage());
                score = Score.failure();
                lines.add(detail(c, score, null, e.getMessage()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            tally.add(c, score);
            if (++done % 25 == 0) {
                System.err.println(done + " of " + cases.size() + " requests scored");
            }
        }
        Files.write(details, lines);
    }

    private static String detail(Case c, Score score, Dashboard dashboard, String error) {
        ObjectNode line = Case.JSON.createObjectNode().put("id", c.id()).put("nl", c.nl());
        line.set("score", Case.JSON.valueToTree(score));
        line.set("dashboard", Case.JSON.valueToTree(dashboard));
        return line.put("error", error).toString();
    }

    /** A default dashboard per shared table, per nl2vis table and per CSV of {@code extra} (may be null). */
    private List<Sanity> sanity(Product api, Path shared, Path extra) throws IOException {
        Set<Path> csvs = new LinkedHashSet<>();
        SHARED_TABLES.forEach(t -> csvs.add(shared.resolve(t)));
        try (Stream<Path> northwind = Files.list(shared.resolve("northwind"));
                Stream<Path> nl2visTables = Files.list(nl2vis)) {
            northwind.filter(p -> p.toString().endsWith(".csv")).sorted().forEach(csvs::add);
            nl2visTables.filter(p -> p.toString().endsWith(".csv")).sorted().forEach(csvs::add);
        }
        if (extra != null) {
            try (Stream<Path> others = Files.list(extra)) {
                others.filter(p -> p.toString().endsWith(".csv")).sorted().forEach(csvs::add);
            }
        }
        List<Sanity> results = new ArrayList<>();
        for (Path csv : csvs) {
            String name = csv.startsWith(nl2vis)
                    ? "nl2vis " + csv.getFileName()
                    : csv.startsWith(shared) ? shared.relativize(csv).toString() : "other " + csv.getFileName();
            try {
                Dashboard dashboard = api.generate(api.source(name, csv), Sanity.INSTRUCTION);
                results.add(Sanity.of(name, dashboard, Table.read(csv).notMeasures()));
            } catch (IOException | RuntimeException e) {
                results.add(Sanity.failed(name, e.getMessage()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return results;
    }

    private Table table(String csv) throws IOException {
        Table table = tables.get(csv);
        if (table == null) {
            table = Table.read(nl2vis.resolve(csv));
            tables.put(csv, table);
        }
        return table;
    }

    /** The smoke set: the first case of each chart type. */
    private static List<Case> oneOfEachChart(List<Case> all) {
        Map<String, Case> first = new LinkedHashMap<>();
        all.forEach(c -> first.putIfAbsent(c.chart(), c));
        return List.copyOf(first.values());
    }

    private static String option(List<String> options, String name, String otherwise) {
        int at = options.indexOf(name);
        return at < 0 ? otherwise : options.get(at + 1);
    }

    /** The product's figures as they were before issue 28, per sample size, kept beside the benchmark. */
    private static final class Befores {
        private final Path file;
        private final ObjectNode stored;

        Befores(Path file) throws IOException {
            this.file = file;
            this.stored = Files.exists(file) ? (ObjectNode) Case.JSON.readTree(file.toFile()) : Case.JSON.createObjectNode();
        }

        void record(String key, Tally tally) throws IOException {
            ObjectNode entry = stored.putObject(key);
            entry.put("label", "recorded " + LocalDate.now());
            entry.set("counts", Case.JSON.valueToTree(tally.counts()));
            Case.JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), stored);
        }

        Tally tally(String key) {
            if (!stored.has(key)) {
                return null;
            }
            return Tally.of(Case.JSON.convertValue(stored.get(key).get("counts"), new TypeReference<Map<String, int[]>>() {}));
        }

        String label(String key) {
            return stored.has(key) ? stored.get(key).get("label").asText() : null;
        }
    }
}
