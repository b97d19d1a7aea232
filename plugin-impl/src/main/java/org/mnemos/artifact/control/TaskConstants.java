package org.mnemos.artifact.control;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The user's own constants from the workspace's task specifications ("attainment ≥ 95 % green,
 * &lt; 80 % red" gives 95 and 80; "Supply=#3B82F6" gives Supply and #3B82F6). A program may write
 * them as literals even when they coincide with a data value: the user asked for them.
 */
public record TaskConstants(Set<BigDecimal> numbers, Set<String> texts) {

    public TaskConstants {
        numbers = numbers.stream().map(BigDecimal::stripTrailingZeros).collect(Collectors.toUnmodifiableSet());
        texts = Set.copyOf(texts);
    }

    public static TaskConstants none() {
        return new TaskConstants(Set.of(), Set.of());
    }

    public static TaskConstants numbers(double... values) {
        return new TaskConstants(Arrays.stream(values).mapToObj(BigDecimal::valueOf).collect(Collectors.toSet()), Set.of());
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
