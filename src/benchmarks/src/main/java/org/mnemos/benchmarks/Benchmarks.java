package org.mnemos.benchmarks;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.mnemos.retrieval.control.LuceneRetrievalIndex;

/**
 * Runs every scenario and writes the report. Arguments: {@code --quick} (10⁴ and 10⁵ only), {@code --smoke}
 * (2,000 entries and a few hundred Remember calls: proves the scenarios run, in seconds), {@code --sizes
 * <n,n,…>} (the entry counts to build and query, instead),
 * {@code --workspaces} (adds the largest size spread over 1,000 workspaces), {@code --build-minutes <m>}
 * (deadline of one index build, default 12), {@code --out <file>}, {@code --work <index directory>}.
 */
public final class Benchmarks {

    private static final long SEED = 42;

    private Benchmarks() {
    }

    public static void main(String[] args) throws Exception {
        boolean quick = List.of(args).contains("--quick");
        boolean smoke = List.of(args).contains("--smoke");
        boolean remember = !List.of(args).contains("--no-remember");
        boolean workspaces = List.of(args).contains("--workspaces");
        long buildMinutes = Long.parseLong(option(args, "--build-minutes", "12"));
        Path out = Path.of(option(args, "--out", "src/site/markdown/benchmarks.md"));
        Path work = Path.of(option(args, "--work", "target/bench-index"));
        long start = System.nanoTime();
        Workload workload = new Workload(SEED);
        Report report = new Report();

        if (remember) {
            System.out.println("Remember throughput");
            RememberScenario scenario = new RememberScenario(workload, work);
            report.addAll(smoke ? scenario.run(20, 200, 50, 1_000) : scenario.run(200, 1_000, 500, 20_000));
        }
        float[][] vectors = null;
        String sizes = option(args, "--sizes", smoke ? "2000" : quick ? "10000,100000" : "10000,100000,1000000");
        for (int n : Arrays.stream(sizes.split(",")).mapToInt(Integer::parseInt).toArray()) {
            vectors = null; // let the previous size's vectors go before generating the next
            vectors = workload.vectors(n);
            recall(report, workload, vectors, 1, work, buildMinutes, List.of(QueryCase.wholeWorkspace(1),
                    QueryCase.category(Workload.TEN_PERCENT, 0.10), QueryCase.category(Workload.ONE_PERCENT, 0.01)));
        }
        if (workspaces) {
            recall(report, workload, vectors, 1_000, work, buildMinutes, List.of(QueryCase.wholeWorkspace(1_000)));
        } else {
            report.note("The layout with the entries spread over 1,000 workspaces was not run; start the run with "
                    + "--workspaces to include it (one more index build of the largest size).");
        }
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        report.write(out, System.getProperty("bench.command", "src/benchmarks/run"), seconds);
        System.out.println("Wrote " + out + " after " + seconds + " s");
    }

    private static void recall(Report report, Workload workload, float[][] vectors, int workspaces, Path work,
                               long buildMinutes, List<QueryCase> cases) {
        System.out.printf("Recall at %,d entries, %d workspace(s)%n", vectors.length, workspaces);
        RecallScenario scenario = new RecallScenario(workload, vectors, workspaces, work);
        try (LuceneRetrievalIndex index = new LuceneRetrievalIndex(Directories.fresh(work))) {
            Report.Build build = scenario.build(index, System.nanoTime() + buildMinutes * 60_000_000_000L);
            report.add(build);
            if (!build.complete()) {
                report.note(String.format("The build of %,d entries (%s) stopped at its deadline of %d min after "
                        + "%,d entries; the queries below ran on those %,d.", build.planned(), build.layout(),
                        buildMinutes, build.entries(), build.entries()));
                scenario = new RecallScenario(workload, Arrays.copyOf(vectors, build.entries()), workspaces, work);
            }
            InMemoryEmbeddingStore<TextSegment> peer = scenario.peer();
            for (QueryCase query : cases) {
                report.add(scenario.measure(query, index, peer, RecallScenario.Iterations.forSize(vectors.length)));
            }
        }
        Directories.delete(work);
    }

    private static String option(String[] args, String name, String fallback) {
        for (int i = 0; i < args.length - 1; i++) {
            if (args[i].equals(name)) {
                return args[i + 1];
            }
        }
        return fallback;
    }
}
