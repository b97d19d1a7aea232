package org.mnemos.memory.control;

import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A secret recognised by its shape. When the pattern has a capturing group, group 1 is the
 * secret value and must also pass {@code plausible}: that keeps placeholders such as
 * {@code password=<your password>} and ordinary words out.
 */
record PatternRule(SecretKind kind, Pattern pattern, Predicate<String> plausible) implements SecretRule {

    static PatternRule shaped(SecretKind kind, String regex) {
        return new PatternRule(kind, Pattern.compile(regex), value -> true);
    }

    static PatternRule valued(SecretKind kind, String regex, Predicate<String> plausible) {
        return new PatternRule(kind, Pattern.compile(regex), plausible);
    }

    @Override
    public boolean foundIn(String text) {
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            String value = matcher.groupCount() > 0 ? matcher.group(1) : matcher.group();
            if (value != null && plausible.test(value)) {
                return true;
            }
        }
        return false;
    }
}
