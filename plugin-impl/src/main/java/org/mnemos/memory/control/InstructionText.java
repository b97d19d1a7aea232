package org.mnemos.memory.control;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forms of a text the instruction screen reads, so that spelling tricks do not hide an instruction: folded
 * (compatibility forms, invisible characters dropped, look-alike Cyrillic, Greek and Armenian letters read as the
 * Latin ones, lower case, no accents, punctuation one space); then with words rejoined that were hyphenated
 * ("instruc-\ntions") or spaced out ("i g n o r e", "i.g.n.o.r.e"); then every base64 chunk that decodes to
 * text, read the same way.
 */
final class InstructionText {

    /** Look-alikes of Latin letters, after Unicode's confusables (UTS #39) for these scripts. */
    private static final String LOOK_ALIKES = "аaеeоoрpсcуyхxѕsіiјjԁdһhӏlԛqԝwԍgɡgαaοoρpιiκkυuνvεeτtһh"
            + "օoսuցgɑaɩiɪiʏyАAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXҮYΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX";

    /** A hyphen (and a line break after it) between two letters: a word split over lines, or "ig-nore". */
    private static final Pattern HYPHENATED = Pattern.compile("(?<=\\p{L})[-‐‑‒–—]\\s*(?=\\p{L})");

    /** Single letters, each one separator from the next: "i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e". */
    private static final Pattern SPACED_OUT =
            Pattern.compile("(?<![\\p{L}\\p{N}])\\p{L}(?:[ .\\-_*·•|/+~]\\p{L}(?![\\p{L}\\p{N}])){2,}");

    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/_-]{16,}={0,2}");

    // Compiled once: String.replaceAll compiles its pattern at every call, and the screen folds every Remember.
    private static final Pattern MARKS = Pattern.compile("\\p{M}");
    private static final Pattern APOSTROPHES = Pattern.compile("['’ʼ`]");
    private static final Pattern COLON = Pattern.compile("\\s*:\\s*");
    private static final Pattern PUNCTUATION = Pattern.compile("[^\\p{L}\\p{N}@:]+");
    private static final Pattern INVISIBLE = Pattern.compile("\\p{Cf}");
    private static final Pattern NOT_LETTER = Pattern.compile("[^\\p{L}]");

    /** How deep base64 inside base64 is read. */
    private static final int NESTING = 2;

    private InstructionText() {}

    /** The folded text, the rejoined one, and the forms of each chunk of base64 text in it. */
    static List<String> forms(String text) {
        List<String> forms = new ArrayList<>();
        addForms(text, forms, 0);
        return forms;
    }

    /** The letters of each spaced-out run, folded and squeezed together ("ignoreallpreviousinstructions"). */
    static List<String> spacedOutRuns(String text) {
        List<String> runs = new ArrayList<>();
        Matcher run = SPACED_OUT.matcher(compatible(text));
        while (run.find()) {
            runs.add(fold(run.group()).replace(" ", ""));
        }
        return runs;
    }

    private static void addForms(String text, List<String> forms, int depth) {
        String compatible = compatible(text);
        forms.add(fold(compatible));
        String rejoined = rejoined(compatible);
        if (!rejoined.equals(compatible)) {
            forms.add(fold(rejoined));
        }
        if (depth < NESTING) {
            Matcher chunk = BASE64.matcher(compatible);
            while (chunk.find()) {
                decoded(chunk.group()).ifPresent(decoded -> addForms(decoded, forms, depth + 1));
            }
        }
    }

    /** Lower case, no accents or apostrophes ("don't" → "dont"), every other run of punctuation one space. */
    static String fold(String text) {
        String lower = latin(compatible(text)).toLowerCase(Locale.ROOT).replace("ß", "ss");
        String unaccented =
                MARKS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
        String spaced =
                COLON.matcher(APOSTROPHES.matcher(unaccented).replaceAll("")).replaceAll(" : ");
        return PUNCTUATION.matcher(spaced).replaceAll(" ").strip();
    }

    private static String compatible(String text) {
        return INVISIBLE
                .matcher(Normalizer.normalize(text, Normalizer.Form.NFKC))
                .replaceAll("");
    }

    private static String rejoined(String text) {
        String unhyphenated = HYPHENATED.matcher(text).replaceAll("");
        return SPACED_OUT
                .matcher(unhyphenated)
                .replaceAll(run -> NOT_LETTER.matcher(run.group()).replaceAll(""));
    }

    private static String latin(String text) {
        StringBuilder latin = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int at = c < 0x80 ? -1 : LOOK_ALIKES.indexOf(c);
            latin.append(at >= 0 && at % 2 == 0 ? LOOK_ALIKES.charAt(at + 1) : c);
        }
        return latin.toString();
    }

    /** The chunk as text, when it is base64 of UTF-8 that is mostly printable; never binary or a random id. */
    private static Optional<String> decoded(String chunk) {
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
