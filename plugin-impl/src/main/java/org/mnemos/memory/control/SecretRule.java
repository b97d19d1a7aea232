package org.mnemos.memory.control;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One named way a secret shows up in text, read from {@code secret-rules.yaml}. When the pattern
 * has a capturing group, group 1 is the secret value; the rest of the match is its context.
 *
 * @param keywords lower-case words one of which the text must contain before the pattern runs
 *     (cheap, and most text contains none of them)
 * @param near a credential word that must occur within {@value #WINDOW} characters of the value,
 *     for values that have no recognisable prefix of their own
 * @param allow a context that makes the value harmless ({@code key_hash:}, {@code cache_key=})
 * @param check what the value must look like to count
 */
record SecretRule(
        SecretKind kind, Pattern pattern, List<String> keywords, Pattern near, Pattern allow, ValueShape check) {

    static final int WINDOW = 40;

    @JsonCreator
    static SecretRule of(
            @JsonProperty(value = "id", required = true) String id,
            @JsonProperty(value = "label", required = true) String label,
            @JsonProperty(value = "pattern", required = true) String pattern,
            @JsonProperty("keywords") List<String> keywords,
            @JsonProperty("near") String near,
            @JsonProperty("allow") String allow,
            @JsonProperty("check") ValueShape check) {
        return new SecretRule(
                new SecretKind(id, label),
                Pattern.compile(pattern),
                keywords == null ? List.of() : keywords,
                near == null ? null : Pattern.compile(near),
                allow == null ? null : Pattern.compile(allow),
                Objects.requireNonNullElse(check, ValueShape.ANY));
    }

    /** Whether the text (in lower case) holds one of the keywords, so the pattern is worth running. */
    boolean mayOccurIn(String lower) {
        for (String keyword : keywords) {
            if (lower.contains(keyword)) {
                return true;
            }
        }
        return keywords.isEmpty();
    }

    /** The secrets this rule finds in {@code text}, lazily and in text order. */
    Stream<SecretFinding> findIn(String text) {
        return pattern.matcher(text)
                .results()
                .filter(match -> counts(text, match))
                .map(match -> new SecretFinding(kind, valueStart(match), valueEnd(match)));
    }

    private boolean counts(String text, MatchResult match) {
        String value = text.substring(valueStart(match), valueEnd(match));
        return check.passes(value)
                && (allow == null || !allow.matcher(context(text, match)).find())
                && (near == null || nearWord(text, match));
    }

    /** The match without its value, from the start of the word it begins in ({@code cache_} of {@code cache_key}). */
    private String context(String text, MatchResult match) {
        int start = match.start();
        while (start > 0 && match.start() - start < WINDOW && wordPart(text.charAt(start - 1))) {
            start--;
        }
        return text.substring(start, valueStart(match)) + text.substring(valueEnd(match), match.end());
    }

    private static boolean wordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    private boolean nearWord(String text, MatchResult match) {
        String before = text.substring(Math.max(0, match.start() - WINDOW), match.start());
        String after = text.substring(match.end(), Math.min(text.length(), match.end() + WINDOW));
        return near.matcher((before + " " + after).toLowerCase(Locale.ROOT)).find();
    }

    private static int valueStart(MatchResult match) {
        return match.groupCount() > 0 && match.start(1) >= 0 ? match.start(1) : match.start();
    }

    private static int valueEnd(MatchResult match) {
        return match.groupCount() > 0 && match.start(1) >= 0 ? match.end(1) : match.end();
    }
}
