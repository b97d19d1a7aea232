package org.mnemos.screening.control;

import com.google.re2j.Pattern;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Tells a random-looking credential from words, identifiers, hashes and placeholders.
 * Hex strings (UUIDs, commit hashes, checksums) are never treated as random: they are far
 * more often identifiers than secrets, and flagging them would block ordinary memories.
 */
final class CredentialShape {

    private static final Set<Integer> HEX_KEY_LENGTHS = Set.of(32, 40, 64);
    private static final Pattern HEX = Pattern.compile("[0-9a-fA-F]+");
    private static final Pattern HEX_ID = Pattern.compile("[0-9a-fA-F-]+");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?:)\\]]+$");
    private static final Pattern CODE_REFERENCE =
            Pattern.compile("\\$.*|[A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)*[(\\[].*|[A-Za-z_]\\w*(?:\\.[A-Za-z_]\\w*)+"
                    + "|[A-Za-z]+(?:_[A-Za-z]+)+|[:@][A-Za-z_]\\w*");
    private static final Pattern WORDS_THEN_NUMBER = Pattern.compile("[A-Za-z_.\\-]+\\d{0,6}");
    private static final Pattern LOWER_CASE_WORDS = Pattern.compile("\\p{Ll}+(?:[-'’]\\p{Ll}+)*[.!?:]*");
    private static final Pattern CAPITALISED_WORD = Pattern.compile("[A-Z]?[a-z]+");
    private static final Pattern PLACEHOLDER =
            Pattern.compile("(?i)\\$\\{.*}|\\{.*}|<.*|%s|null|none|nil|redacted|changeit|"
                    + "(?:your|the)[_-]?\\w*|example\\w*|dummy\\w*|placeholder\\w*|\\[.*]");

    private CredentialShape() {}

    /** A value worth calling a secret in a {@code password=…} style assignment or a URL. */
    static boolean nonTrivial(String candidate) {
        String value = SENTENCE_END.matcher(candidate).replaceFirst("");
        if (value.length() < 6 || placeholder(candidate) || placeholder(value) || codeReference(value)) {
            return false;
        }
        return value.length() >= 20
                || (characterClasses(value) >= 2
                        && !CAPITALISED_WORD.matcher(value).matches());
    }

    /** Lower-case words joined by hyphens or apostrophes ({@code up-to-date}): prose, not a password. */
    static boolean lowerCaseWords(String value) {
        return LOWER_CASE_WORDS.matcher(value).matches();
    }

    /**
     * Code that fetches the secret instead of holding it: {@code os.environ["KEY"]},
     * {@code config.getApiKey()}, {@code req.headers.authorization}, {@code $(vault kv get …)},
     * or names it: {@code hashed_password}, {@code my_api_key}, or binds it: {@code WHERE token = :token} (a
     * named parameter of a SQL source's query).
     */
    static boolean codeReference(String value) {
        return CODE_REFERENCE.matcher(value).matches();
    }

    /** A template variable, a mask ({@code ****}, {@code xxxxxx}) or a stand-in such as {@code <your token>}. */
    static boolean placeholder(String value) {
        return PLACEHOLDER.matcher(value).matches()
                || (value.length() > 1 && value.chars().distinct().count() == 1);
    }

    /**
     * A long, mixed-class, high-entropy string: what generated keys look like. Words followed by a
     * number ({@code mockErrorResponse429}, {@code exampleInputPassword1}) are identifiers: a
     * generated key has its digits spread through it.
     */
    static boolean random(String value) {
        return value.length() >= 20
                && !HEX_ID.matcher(value).matches()
                && !WORDS_THEN_NUMBER.matcher(value).matches()
                && hasUpper(value)
                && hasLower(value)
                && hasDigit(value)
                && entropy(value) >= 3.5;
    }

    /**
     * A key made of hex digits only (many vendors' API keys are 32, 40 or 64 of them). Only ever
     * asked where the value's name says it is a key: the same shape is also a commit or a checksum.
     */
    static boolean hexKey(String value) {
        return HEX_KEY_LENGTHS.contains(value.length())
                && HEX.matcher(value).matches()
                && hasDigit(value)
                && value.chars().anyMatch(Character::isLetter)
                && entropy(value) >= 3.0;
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
