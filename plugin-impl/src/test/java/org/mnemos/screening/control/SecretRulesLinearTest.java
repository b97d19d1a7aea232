package org.mnemos.screening.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No input makes a rule work harder than linearly: for every rule, pathological inputs (its fixtures' prefixes
 * repeated, long runs of its fixtures' alphabet and of its keywords, nested alternations of context and value) are
 * screened at two lengths, counting the characters the rule reads instead of timing it. A rule that backtracks over
 * a repeated prefix (the Slack rule's lookahead did, quadratically) reads four times as much at twice the length.
 */
class SecretRulesLinearTest {

    private static final int LENGTH = 20_000;

    /** Characters a rule may read per character of input: RE2/J runs a few passes, never one per match attempt. */
    private static final int READS_PER_CHAR = 64;

    static Stream<Arguments> pathologicalInputs() {
        return SecretScreen.RULES.stream().flatMap(rule -> seeds(rule).stream().map(seed -> Arguments.of(rule, seed)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("pathologicalInputs")
    void readsEachInputALinearNumberOfTimes(SecretRule rule, String seed) {
        long once = reads(rule, repeated(seed, LENGTH));
        long twice = reads(rule, repeated(seed, 2 * LENGTH));

        assertThat(once).as("characters read for %d", LENGTH).isLessThanOrEqualTo((long) READS_PER_CHAR * LENGTH);
        assertThat(twice).as("reads at twice the length").isLessThanOrEqualTo(once * 5 / 2);
    }

    /** What a rule is fed in a loop: its fixtures' prefixes, alphabets and keywords, and alternations of them. */
    private static List<String> seeds(SecretRule rule) {
        Set<String> seeds = new LinkedHashSet<>();
        List<String> texts = SecretFixtures.all().stream()
                .filter(fixture -> fixture.ruleId().equals(rule.kind().id()))
                .map(SecretFixtures.Fixture::text)
                .toList();
        for (String text : texts) {
            for (int length : new int[] {3, 6, 10, text.length() / 2, text.length() - 1}) {
                if (length > 0 && length < text.length()) {
                    seeds.add(text.substring(0, length));
                }
            }
            seeds.add(text.chars().distinct().mapToObj(Character::toString).collect(Collectors.joining()));
            seeds.add(text + " ");
        }
        for (String keyword : rule.keywords()) {
            seeds.add(keyword);
            seeds.add(keyword + "=" + keyword + ":");
            seeds.add(keyword + " is " + keyword + "1A ");
        }
        seeds.addAll(List.of("a", "aB3", "0f", "a://b:", "key=", "-", "_", "xoxb-", "password is ", "is:"));
        return new ArrayList<>(seeds);
    }

    private static String repeated(String seed, int length) {
        return seed.repeat(length / seed.length() + 1).substring(0, length);
    }

    private static long reads(SecretRule rule, String input) {
        CountingText text = new CountingText(input);
        rule.findIn(text, SecretScreen.lowerCase(input));
        return text.reads;
    }

    /** A text that counts how often a character of it is read. */
    private static final class CountingText implements CharSequence {

        private final String text;
        private long reads;

        CountingText(String text) {
            this.text = text;
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            reads++;
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            reads += end - start;
            return text.substring(start, end);
        }

        @Override
        public String toString() {
            reads += text.length();
            return text;
        }
    }
}
