package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The user's own constants from the workspace's task specifications ("attainment ≥ 95 % green,
 * &lt; 80 % red" gives 95 and 80; "Supply=#3B82F6" gives Supply and #3B82F6). A program may write
 * them as literals even when they coincide with a data value: the user asked for them.
 */
public record TaskConstants(Set<BigDecimal> numbers, Set<String> texts) {

    private static final Pattern PAIR = Pattern.compile("([\\p{L}\\w#.-]+)\\s*=\\s*([\\p{L}\\w#.%-]+)");
    private static final Pattern QUOTED = Pattern.compile("[\"“]([^\"”]+)[\"”]");

    public TaskConstants {
        numbers = numbers.stream().map(BigDecimal::stripTrailingZeros).collect(Collectors.toUnmodifiableSet());
        texts = Set.copyOf(texts);
    }

    /**
     * The constants written in task specifications: every number, both sides of each
     * {@code name=value} pair ("Supply=#3B82F6") and every text in double quotes. What the user typed is
     * theirs to see in the dashboard.
     */
    public static TaskConstants fromSpecifications(List<String> specifications) {
        Set<BigDecimal> numbers = new HashSet<>();
        Set<String> texts = new HashSet<>();
        for (String specification : specifications) {
            numbers.addAll(NumberText.inText(specification));
            Matcher pair = PAIR.matcher(specification);
            while (pair.find()) {
                texts.add(pair.group(1));
                texts.add(pair.group(2));
            }
            Matcher quoted = QUOTED.matcher(specification);
            while (quoted.find()) {
                texts.add(quoted.group(1));
            }
        }
        return new TaskConstants(numbers, texts);
    }

    public static TaskConstants none() {
        return new TaskConstants(Set.of(), Set.of());
    }

    public static TaskConstants numbers(double... values) {
        return new TaskConstants(
                Arrays.stream(values).mapToObj(BigDecimal::valueOf).collect(Collectors.toSet()), Set.of());
    }

    public TaskConstants withTexts(String... more) {
        return new TaskConstants(numbers, Arrays.stream(more).collect(Collectors.toSet()));
    }

    boolean allows(BigDecimal number) {
        return numbers.contains(number.stripTrailingZeros());
    }

    boolean allows(String text) {
        return texts.contains(text);
    }
}
