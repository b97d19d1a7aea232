package org.mnemos.screening.control;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One named way a secret shows up in text, read from {@code secret-rules.yaml}. When the pattern
 * has a capturing group, group 1 is the secret value; the rest of the match is its context.
 *
 * <p>Patterns run on RE2/J, whose matching time is linear in the text whatever the pattern and the input: a
 * backtracking engine let one crafted 200 KB cell take minutes. RE2/J has no lookaround, so a rule that needs a
 * boundary other than {@code \b} matches the character before or after in its context, outside group 1; the next
 * search starts where the value ends, so that character can begin the next match.
 *
 * @param keywords lower-case words one of which the text must contain before the pattern runs
 *     (cheap, and most text contains none of them)
 * @param near a credential word that must occur within {@value #WINDOW} characters of the value,
 *     for values that have no recognisable prefix of their own
 * @param allow a context that makes the value harmless ({@code key_hash:}, {@code cache_key=}); for a rule with
 *     {@code near}, also a word within the same window ("commit", "checksum")
 * @param check what the value must look like to count
 */
record SecretRule(
        SecretKind kind, Pattern pattern, List<String> keywords, Pattern near, Pattern allow, ValueShape check) {

    static final int WINDOW = 40;

    /** How far around a keyword a match may reach (a sentence's words, a URL's scheme and user), before whole tokens. */
    static final int REACH = 200;

    /** How far a stretch is widened to take in the whole token at its edge (keys are at most a few hundred characters). */
    static final int TOKEN_REACH = 1_000;

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

    /**
     * The secrets this rule finds in {@code text}, in text order. A rule with keywords reads only the stretches
     * around them ({@value #REACH} characters either side, widened to whole tokens): every match holds a keyword or
     * has one within {@value #WINDOW} characters, and most text holds few of them.
     *
     * @param lower {@code text} in lower case, character for character
     */
    List<SecretFinding> findIn(CharSequence text, CharSequence lower) {
        if (keywords.isEmpty()) {
            return findInStretch(text, 0, text.length());
        }
        BitSet hits = keywordHits(lower);
        List<SecretFinding> found = new ArrayList<>();
        int start = -1;
        int end = -1;
        for (int hit = hits.nextSetBit(0); hit >= 0; hit = hits.nextSetBit(hit + 1)) {
            if (start >= 0 && hit - REACH <= end) {
                end = tokenEnd(text, Math.max(end, Math.min(text.length(), hit + REACH)));
                continue;
            }
            if (start >= 0) {
                found.addAll(findInStretch(text, start, end));
            }
            start = tokenStart(text, Math.max(Math.max(0, end), hit - REACH), Math.max(0, end));
            end = tokenEnd(text, Math.min(text.length(), hit + REACH));
        }
        if (start >= 0) {
            found.addAll(findInStretch(text, start, end));
        }
        return found;
    }

    private BitSet keywordHits(CharSequence lower) {
        String in = lower.toString();
        BitSet hits = new BitSet(in.length());
        for (String keyword : keywords) {
            for (int at = in.indexOf(keyword); at >= 0; at = in.indexOf(keyword, at + 1)) {
                hits.set(at);
            }
        }
        return hits;
    }

    /** Back from {@code at} to the start of its token, at most {@value #TOKEN_REACH} characters and not below {@code floor}. */
    private static int tokenStart(CharSequence text, int at, int floor) {
        int start = at;
        while (start > floor && at - start < TOKEN_REACH && !Character.isWhitespace(text.charAt(start - 1))) {
            start--;
        }
        return start;
    }

    private static int tokenEnd(CharSequence text, int at) {
        int end = at;
        while (end < text.length() && end - at < TOKEN_REACH && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private List<SecretFinding> findInStretch(CharSequence text, int from, int to) {
        CharSequence stretch = from == 0 && to == text.length() ? text : text.subSequence(from, to);
        List<SecretFinding> found = new ArrayList<>();
        Matcher match = pattern.matcher(stretch);
        for (int at = 0; at <= stretch.length() && match.find(at); at = valueEnd(match)) {
            if (counts(stretch, match)) {
                found.add(new SecretFinding(kind, from + valueStart(match), from + valueEnd(match)));
            }
        }
        return found;
    }

    private boolean counts(CharSequence text, Matcher match) {
        String value = text.subSequence(valueStart(match), valueEnd(match)).toString();
        return check.passes(value)
                && (allow == null || !allow.matcher(context(text, match)).find())
                && (near == null || nearWord(surroundings(text, match)));
    }

    /** A credential word near the value, and, for a value known only by its neighbours, no word that explains it away. */
    private boolean nearWord(String surroundings) {
        return near.matcher(surroundings).find()
                && (allow == null || !allow.matcher(surroundings).find());
    }

    /** The match without its value, from the start of the word it begins in ({@code cache_} of {@code cache_key}). */
    private String context(CharSequence text, Matcher match) {
        int start = match.start();
        while (start > 0 && match.start() - start < WINDOW && wordPart(text.charAt(start - 1))) {
            start--;
        }
        return text.subSequence(start, valueStart(match)) + "" + text.subSequence(valueEnd(match), match.end());
    }

    private static boolean wordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    private static String surroundings(CharSequence text, Matcher match) {
        CharSequence before = text.subSequence(Math.max(0, match.start() - WINDOW), match.start());
        CharSequence after = text.subSequence(match.end(), Math.min(text.length(), match.end() + WINDOW));
        return (before + " " + after).toLowerCase(Locale.ROOT);
    }

    private static int valueStart(Matcher match) {
        return match.groupCount() > 0 && match.start(1) >= 0 ? match.start(1) : match.start();
    }

    private static int valueEnd(Matcher match) {
        return match.groupCount() > 0 && match.start(1) >= 0 ? match.end(1) : match.end();
    }
}
