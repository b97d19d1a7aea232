package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mnemos.screening.control.SampleTexts;

/**
 * The instruction screen reads every source type, so a user's ordinary words must pass it: runs it over the shared
 * conversations (BEAM's long technical chats, LUFY's small talk) and the chart requests of nl2vis-dev (imperatives
 * addressed to a program, the shape most like an instruction), prints what it flags and why, and fails above the
 * bounds documented in {@code src/site/markdown/screening.md}. Skipped without the sample data.
 */
class InstructionScreenSampleDataTest {

    /**
     * Flagged messages allowed, each read (screening.md, "False positives of the instruction screen"): two assistant
     * messages that set up a role play in the imperative ("act as the candidate", "roleplay as the audience").
     */
    private static final int BEAM_BOUND = 2;

    private static final int LUFY_BOUND = 0;

    private static final int CHART_REQUEST_BOUND = 0;

    private static final Function<Path, Stream<String>> BEAM = SampleTexts::beamMessages;
    private static final Function<Path, Stream<String>> LUFY = SampleTexts::lufyTurns;
    private static final Function<Path, Stream<String>> CHART_REQUESTS = SampleTexts::chartRequests;

    private final InstructionScreen screen = new InstructionScreen();

    static Stream<Arguments> corpora() {
        Path data = SampleTexts.root();
        return Stream.of(
                Arguments.of("beam-100k messages", data.resolve("beam-100k"), BEAM, 5_000, BEAM_BOUND),
                Arguments.of("lufy turns", data.resolve("lufy"), LUFY, 4_000, LUFY_BOUND),
                Arguments.of(
                        "nl2vis-dev requests",
                        data.resolve("nl2vis-dev/cases.jsonl"),
                        CHART_REQUESTS,
                        1_500,
                        CHART_REQUEST_BOUND));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpora")
    void ordinaryTextPasses(String corpus, Path path, Function<Path, Stream<String>> texts, int least, int bound) {
        assumeTrue(Files.exists(path), "no " + corpus + " at " + path);

        SampleTexts.Findings findings = screen(corpus, texts.apply(path));

        assertThat(findings.screened()).isGreaterThan(least);
        assertThat(findings.found()).as(findings.toString()).isLessThanOrEqualTo(bound);
    }

    private SampleTexts.Findings screen(String corpus, Stream<String> texts) {
        SampleTexts.Findings findings = new SampleTexts.Findings();
        List<String> flagged = new ArrayList<>();
        texts.forEach(text -> {
            String rule = screen.find(text).orElse(null);
            findings.count(rule);
            if (rule != null) {
                flagged.add(rule + ": " + excerpt(text));
            }
        });
        System.out.println(corpus + ": " + findings);
        flagged.forEach(line -> System.out.println("  " + line));
        return findings;
    }

    private static String excerpt(String text) {
        String oneLine = text.replaceAll("\\s+", " ");
        return oneLine.length() > 160 ? oneLine.substring(0, 160) + "…" : oneLine;
    }
}
