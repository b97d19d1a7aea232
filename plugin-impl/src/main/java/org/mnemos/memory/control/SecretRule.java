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
 * @param allow a context that makes the value harmless (a {@code checksum:} or {@code commit_sha=})
 * @param check what the value must look like to count
 */
record SecretRule(
        SecretKind kind, Pattern pattern, List<String> keywords, Pattern near, Pattern allow, ValueCheck check) {

    static final int WINDOW = 40;

    @JsonCreator
    static SecretRule of(
            @JsonProperty(value = "id", required = true) String id,
            @JsonProperty(value = "label", required = true) String label,
            @JsonProperty(value = "pattern", required = true) String pattern,
            @JsonProperty("keywords") List<String> keywords,
            @JsonProperty("near") String near,
            @JsonProperty("allow") String allow,
            @JsonProperty("check") ValueCheck check) {
        return new SecretRule(
                new SecretKind(id, label),
                Pattern.compile(pattern),
                keywords == null ? List.of() : keywords,
                near == null ? null : Pattern.compile(near),
                allow == null ? null : Pattern.compile(allow),
                Objects.requireNonNullElse(check, ValueCheck.ANY));
    }

    /**
     * The secrets this rule finds in {@code text}, lazily and in text order.
     *
     * @param lower {@code text} in lower case, computed once for all rules
     */
    Stream<SecretFinding> findIn(String text, String lower) {
        if (!keywords.isEmpty() && keywords.stream().noneMatch(lower::contains)) {
            return Stream.empty();
        }
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

    private String context(String text, MatchResult match) {
        return text.substring(match.start(), valueStart(match)) + text.substring(valueEnd(match), match.end());
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
