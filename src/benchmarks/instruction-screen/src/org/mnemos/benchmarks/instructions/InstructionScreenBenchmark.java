package org.mnemos.benchmarks.instructions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mnemos.memory.control.InstructionScreen;

/**
 * How much of public prompt injection the instruction screen quarantines, and how much ordinary text it flags, each
 * on a tuning half and a held-out half; and what it costs per text. Runs the product's screen in process.
 *
 * <p>Arguments: {@code <shared data> <public data cache> <page> <command> [--limit N]}.
 */
public final class InstructionScreenBenchmark {

    private final InstructionScreen screen = new InstructionScreen();

    public static void main(String[] args) throws IOException {
        Path shared = Path.of(args[0]);
        Path data = Path.of(args[1]);
        int limit = args.length > 5 && args[4].equals("--limit") ? Integer.parseInt(args[5]) : Integer.MAX_VALUE;
        List<Corpus> corpora = new ArrayList<>();
        if (Files.isDirectory(data.resolve("tensor-trust-data"))) {
            corpora.add(Corpora.tensorTrust(data, "hijacking"));
            corpora.add(Corpora.tensorTrust(data, "extraction"));
        }
        Path giskard = Files.isRegularFile(data.resolve("giskard/prompt_injections.csv"))
                ? data.resolve("giskard/prompt_injections.csv")
                : Path.of("data/giskard/prompt_injections.csv");
        corpora.add(Corpora.giskard(giskard));
        corpora.add(Corpora.beam(shared));
        corpora.add(Corpora.lufy(shared));
        corpora.add(Corpora.chartRequests(shared));
        if (Files.isDirectory(data.resolve("xquad"))) {
            for (String language : List.of("en", "de", "es")) {
                corpora.add(Corpora.xquad(data, language));
            }
        }
        List<Corpus> limited = corpora.stream().map(corpus -> corpus.first(limit)).toList();
        new InstructionScreenBenchmark().run(limited, Path.of(args[2]), args[3]);
    }

    private void run(List<Corpus> corpora, Path page, String command) throws IOException {
        corpora.forEach(corpus -> corpus.texts().forEach(screen::find)); // warm-up: the JIT, not the screen, first
        List<Row> rows = new ArrayList<>();
        Map<String, Integer> rules = new TreeMap<>();
        List<Long> nanos = new ArrayList<>();
        List<Integer> lengths = new ArrayList<>();
        for (Corpus corpus : corpora) {
            for (boolean tuning : List.of(true, false)) {
                int flagged = 0;
                List<String> half = corpus.half(tuning);
                for (String text : half) {
                    long start = System.nanoTime();
                    String rule = screen.find(text).orElse(null);
                    nanos.add(System.nanoTime() - start);
                    lengths.add(text.length());
                    if (rule != null) {
                        flagged++;
                        if (!tuning && corpus.attacks()) {
                            rules.merge(rule, 1, Integer::sum);
                        }
                    }
                }
                rows.add(new Row(corpus, tuning ? "tuning" : "held-out", half.size(), flagged));
                System.out.printf("%-32s %-8s %6d texts %5d flagged%n",
                        corpus.name(), tuning ? "tuning" : "held-out", half.size(), flagged);
            }
        }
        Files.writeString(page, new Page(rows, rules, Cost.of(nanos, lengths), command, LocalDate.now()).markdown());
        System.out.println("wrote " + page);
    }

    record Row(Corpus corpus, String half, int texts, int flagged) {

        double rate() {
            return texts == 0 ? 0 : 100.0 * flagged / texts;
        }
    }

    /** The screen's time per text: mean, median and 99th percentile, and the mean length of the texts. */
    record Cost(double meanMicros, double medianMicros, double p99Micros, double meanChars, int texts) {

        static Cost of(List<Long> nanos, List<Integer> lengths) {
            long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            return new Cost(
                    Arrays.stream(sorted).average().orElse(0) / 1_000,
                    sorted[sorted.length / 2] / 1_000.0,
                    sorted[(int) (sorted.length * 0.99)] / 1_000.0,
                    lengths.stream().mapToInt(Integer::intValue).average().orElse(0),
                    sorted.length);
        }
    }
}
