package org.mnemos.memory.control;

import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Tells a random-looking credential from words, identifiers, hashes and placeholders.
 * Hex strings (UUIDs, commit hashes, checksums) are never treated as random: they are far
 * more often identifiers than secrets, and flagging them would block ordinary memories.
 */
final class TokenShape {

    private static final Pattern HEX_ID = Pattern.compile("[0-9a-fA-F-]+");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?:)\\]]+$");
    private static final Pattern CAPITALISED_WORD = Pattern.compile("[A-Z]?[a-z]+");
    private static final Pattern PLACEHOLDER =
            Pattern.compile("(?i)\\$\\{.*}|\\{\\{.*}}|<.*>|%s|(.)\\1*|null|none|nil|redacted|changeit|"
                    + "(?:your|the)[_-]?\\w*|example\\w*|dummy\\w*|placeholder\\w*|\\[.*]");

    private TokenShape() {}

    /** A value worth calling a secret in a {@code password=…} style assignment or a URL. */
    static boolean nonTrivial(String candidate) {
        String value = SENTENCE_END.matcher(candidate).replaceFirst("");
        if (value.length() < 6 || placeholder(value)) {
            return false;
        }
        return value.length() >= 20
                || (characterClasses(value) >= 2
                        && !CAPITALISED_WORD.matcher(value).matches());
    }

    /** A template variable, a mask or a stand-in such as {@code <your token>}. */
    static boolean placeholder(String value) {
        return PLACEHOLDER.matcher(value).matches();
    }

    /** A long, mixed-class, high-entropy string: what generated keys look like. */
    static boolean random(String value) {
        return value.length() >= 20
                && !HEX_ID.matcher(value).matches()
                && hasUpper(value)
                && hasLower(value)
                && hasDigit(value)
                && entropy(value) >= 3.5;
    }

    /** Shannon entropy in bits per character. */
    static double entropy(String value) {
        Map<Integer, Long> counts =
                value.chars().boxed().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        double bits = 0;
        for (long count : counts.values()) {
            double p = (double) count / value.length();
            bits -= p * Math.log(p) / Math.log(2);
        }
        return bits;
    }

    private static int characterClasses(String value) {
        int symbols = value.chars().anyMatch(c -> !Character.isLetterOrDigit(c)) ? 1 : 0;
        return (hasUpper(value) ? 1 : 0) + (hasLower(value) ? 1 : 0) + (hasDigit(value) ? 1 : 0) + symbols;
    }

    private static boolean hasUpper(String value) {
        return value.chars().anyMatch(Character::isUpperCase);
    }

    private static boolean hasLower(String value) {
        return value.chars().anyMatch(Character::isLowerCase);
    }

    private static boolean hasDigit(String value) {
        return value.chars().anyMatch(Character::isDigit);
    }
}
