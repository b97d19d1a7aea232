package org.mnemos.benchmarks;

import java.util.List;
import java.util.Locale;

/** The targets from the issue, checked against the measured figures of the same run. */
final class Goals {

    private Goals() {
    }

    static void write(StringBuilder md, List<Report.Query> queries, List<Report.Throughput> throughputs) {
        md.append("## Goals\n\n| goal | measured | met |\n|---|---|---|\n");
        for (Report.Query q : queries) {
            // a build stopped by its deadline between 10⁵ and 10⁶ is held to the 10⁶ goal
            double limit = q.entries() > 100_000 ? 25 : q.entries() == 100_000 ? 5 : Double.NaN;
            if (!Double.isNaN(limit)) {
                line(md, String.format(Locale.ROOT, "p95 ≤ %.0f ms at %,d (%s, %s)", limit, q.entries(), q.layout(),
                        q.filter()), String.format(Locale.ROOT, "%.2f ms", q.dense().p95Ms()), q.dense().p95Ms() <= limit);
            }
            line(md, String.format(Locale.ROOT, "recall@10 ≥ 0.95 at %,d (%s, %s)", q.entries(), q.layout(), q.filter()),
                    String.format(Locale.ROOT, "%.3f", q.recall()), q.recall() >= 0.95);
            if (q.entries() > 100_000) {
                line(md, String.format(Locale.ROOT, "≥ 20× faster than the peer at %,d (%s, %s)", q.entries(), q.layout(),
                        q.filter()), String.format(Locale.ROOT, "%.0f×", q.ratio()), q.ratio() >= 20);
            }
        }
        ratio(md, throughputs, "embed + upsert", "embed, one");
        ratio(md, throughputs, "embedAll + upsertAll", "embedAll");
        throughputs.stream().filter(t -> t.phase().startsWith("upsertAll")).findFirst().ifPresent(t -> line(md,
                "≥ 5,000 entries/s batched with precomputed embeddings",
                String.format(Locale.ROOT, "%,.0f /s", t.perSecond()), t.perSecond() >= 5_000));
        md.append('\n');
    }

    private static void ratio(StringBuilder md, List<Report.Throughput> throughputs, String combined, String raw) {
        Report.Throughput with = find(throughputs, combined);
        Report.Throughput model = find(throughputs, raw);
        if (with != null && model != null) {
            double ratio = with.perSecond() / model.perSecond();
            line(md, "“" + with.phase() + "” ≥ 0.8 × “" + model.phase() + "”",
                    String.format(Locale.ROOT, "%.2f × (%,.0f vs %,.0f /s)", ratio, with.perSecond(), model.perSecond()),
                    ratio >= 0.8);
        }
    }

    private static Report.Throughput find(List<Report.Throughput> throughputs, String prefix) {
        return throughputs.stream().filter(t -> t.phase().startsWith(prefix)).findFirst().orElse(null);
    }

    private static void line(StringBuilder md, String goal, String measured, boolean met) {
        md.append("| ").append(goal).append(" | ").append(measured).append(" | ").append(met ? "yes" : "**no**")
                .append(" |\n");
    }
}
