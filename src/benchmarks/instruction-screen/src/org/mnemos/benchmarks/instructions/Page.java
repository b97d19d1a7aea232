package org.mnemos.benchmarks.instructions;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The benchmark's page: detection on public attacks, false positives on ordinary text, cost per text. */
record Page(
        List<InstructionScreenBenchmark.Row> rows,
        Map<String, Integer> heldOutRules,
        InstructionScreenBenchmark.Cost cost,
        String command,
        LocalDate date) {

    String markdown() {
        return """
                # Benchmark: the instruction screen

                How much of public prompt injection the instruction screen (`InstructionScreen`, what Remember \
                quarantines) finds, and how much ordinary text it flags. Written by `%s` on %s; see \
                [screening](screening.md#instructions-addressed-to-an-agent) for the rules and \
                [security](security.md#instructions-and-the-system-prompt) for what a finding does.

                Every set is split in two by a hash of each text (SHA-256, first bit): rules were written while \
                reading the **tuning** half of the attacks and of BEAM; the **held-out** halves, and XQuAD, LUFY and \
                the chart requests whole, were only counted. Texts are distinct within a set.

                ## Attacks found (higher is better)

                | set | half | texts | found | rate |
                |---|---|---|---|---|
                %s

                ## Ordinary text flagged (lower is better)

                | set | half | texts | flagged | rate |
                |---|---|---|---|---|
                %s

                ## What found the held-out attacks

                | rule | attacks |
                |---|---|
                %s

                ## Cost

                %,d texts screened (mean %,.0f characters): mean %.0f µs, median %.0f µs, 99th percentile %.0f µs per \
                text, one thread, after a warm-up pass over the same texts.

                ## Sources

                %s
                """
                .formatted(
                        command,
                        date,
                        table(true),
                        table(false),
                        heldOutRules.entrySet().stream()
                                .map(rule -> "| " + rule.getKey() + " | " + rule.getValue() + " |")
                                .collect(Collectors.joining("\n")),
                        cost.texts(),
                        cost.meanChars(),
                        cost.meanMicros(),
                        cost.medianMicros(),
                        cost.p99Micros(),
                        rows.stream()
                                .map(row -> "- " + row.corpus().name() + ": `" + row.corpus().source() + "`")
                                .distinct()
                                .collect(Collectors.joining("\n")));
    }

    private String table(boolean attacks) {
        return rows.stream()
                .filter(row -> row.corpus().attacks() == attacks)
                .map(row -> String.format(
                        Locale.ROOT,
                        "| %s | %s | %,d | %,d | %.1f %% |",
                        row.corpus().name(),
                        row.half(),
                        row.texts(),
                        row.flagged(),
                        row.rate()))
                .collect(Collectors.joining("\n"));
    }
}
