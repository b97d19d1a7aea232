package org.mnemos.screening.control;

import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jsoup.parser.Parser;

/**
 * Undoes the spelling tricks that hide words and keys from a rule, for both screens of the write path (instructions
 * and secrets): compatibility forms and invisible characters, look-alike letters of other scripts, words hyphenated
 * over lines or spaced out letter by letter, lines split inside a token, percent-encoding, HTML entities and base64.
 * Each method keeps the case; the screens choose which forms they read.
 */
public final class TextNormalizer {

    /** Look-alikes of Latin letters, after Unicode's confusables (UTS #39) for these scripts. */
    private static final String LOOK_ALIKES = "аaеeоoрpсcуyхxѕsіiјjԁdһhӏlԛqԝwԍgɡgαaοoρpιiκkυuνvεeτtһh"
            + "օoսuցgɑaɩiɪiʏyАAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXҮYΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX";

    /** A hyphen (and a line break after it) between two letters: a word split over lines, or "ig-nore". */
    // Compiled once: String.replaceAll compiles its pattern at every call, and every Remember is normalised.
    private static final Pattern INVISIBLE = Pattern.compile("\\p{Cf}");

    private static final Pattern SEPARATOR = Pattern.compile("[^\\p{L}\\p{N}]");

    private static final Pattern HYPHENATED = Pattern.compile("(?<=\\p{L})[-‐‑‒–—]\\s*(?=\\p{L})");

    /** Single letters or digits, each one separator from the next: "i g n o r e", "A K I A 4 …", "i.g.n.o.r.e". */
    public static final Pattern SPACED_OUT =
            Pattern.compile("(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}](?:[ .\\-_*·•|/+~][\\p{L}\\p{N}](?![\\p{L}\\p{N}])){2,}");

    /**
     * A line break inside a long token (16 token characters before it, a token character after): a key wrapped or
     * split over lines. Shorter line ends are words, which must not be glued to the next line.
     */
    private static final Pattern SPLIT_LINE = Pattern.compile("(?<=[\\w+/=\\-]{16})[ \\t]*\\R[ \\t]*(?=[\\w+/=\\-])");

    private static final Pattern PERCENT_ESCAPE = Pattern.compile("%[0-9A-Fa-f]{2}");

    private static final Pattern HTML_ENTITY = Pattern.compile("&(?:#\\d+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);");

    private TextNormalizer() {}

    /** Compatibility forms folded (full width, ligatures) and invisible format characters (zero-width) dropped. */
    public static String compatible(String text) {
        if (text.chars().allMatch(c -> c < 0x80)) {
            return text; // ASCII is its own compatibility form and holds no format characters
        }
        String composed = Normalizer.isNormalized(text, Normalizer.Form.NFKC)
                ? text
                : Normalizer.normalize(text, Normalizer.Form.NFKC);
        return INVISIBLE.matcher(composed).replaceAll("");
    }

    /** Look-alike Cyrillic, Greek and Armenian letters read as the Latin ones, one character for one. */
    public static String latin(String text) {
        StringBuilder latin = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int at = c < 0x80 ? -1 : LOOK_ALIKES.indexOf(c);
            latin.append(at >= 0 && at % 2 == 0 ? LOOK_ALIKES.charAt(at + 1) : c);
        }
        return latin.toString();
    }

    /** Words rejoined that were hyphenated ("instruc-\ntions") or spaced out ("i g n o r e", "A K I A …"). */
    public static String rejoined(String text) {
        String unhyphenated = HYPHENATED.matcher(text).replaceAll("");
        return SPACED_OUT
                .matcher(unhyphenated)
                .replaceAll(run -> SEPARATOR.matcher(run.group()).replaceAll(""));
    }

    /** Tokens rejoined that a line break split ("ghp_Zq8w⏎X2…"). */
    static String joinedLines(String text) {
        return SPLIT_LINE.matcher(text).replaceAll("");
    }

    /** Percent-escapes decoded ({@code AKIA%49OSF…}, {@code p%40ss}); a plus stays a plus. */
    static String percentDecoded(String text) {
        if (!PERCENT_ESCAPE.matcher(text).find()) {
            return text;
        }
        String escaped = text.replace("+", "%2B").replaceAll("%(?![0-9A-Fa-f]{2})", "%25");
        return URLDecoder.decode(escaped, StandardCharsets.UTF_8);
    }

    /** HTML character references decoded ({@code &#65;KIA}, {@code &amp;}). */
    static String htmlDecoded(String text) {
        return HTML_ENTITY.matcher(text).find() ? Parser.unescapeEntities(text, false) : text;
    }

    /** The chunk as text, when it is base64 of UTF-8 that is mostly printable; never binary or a random id. */
    public static Optional<String> base64Text(String chunk) {
        byte[] bytes;
        try {
            String padded = chunk.replaceAll("=+$", "");
            bytes = (chunk.indexOf('-') >= 0 || chunk.indexOf('_') >= 0 ? Base64.getUrlDecoder() : Base64.getDecoder())
                    .decode(padded + "=".repeat((4 - padded.length() % 4) % 4));
        } catch (IllegalArgumentException notBase64) {
            return Optional.empty();
        }
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            long letters = text.codePoints().filter(Character::isLetter).count();
            long printable = text.codePoints()
                    .filter(c -> !Character.isISOControl(c) || Character.isWhitespace(c))
                    .count();
            return printable == text.codePointCount(0, text.length()) && letters * 2 >= text.length()
                    ? Optional.of(text)
                    : Optional.empty();
        } catch (CharacterCodingException notText) {
            return Optional.empty();
        }
    }
}
