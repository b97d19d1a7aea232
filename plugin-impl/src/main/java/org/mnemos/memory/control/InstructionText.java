package org.mnemos.memory.control;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.screening.control.TextNormalizer;

/**
 * The forms of a text the instruction screen reads, so that spelling tricks do not hide an instruction: folded
 * ({@link TextNormalizer}'s compatibility forms and Latin letters, lower case, no accents, punctuation one space);
 * then with words rejoined that were hyphenated ("instruc-\ntions") or spaced out ("i g n o r e", "i.g.n.o.r.e");
 * then every base64 chunk that decodes to text, read the same way.
 */
final class InstructionText {

    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/_-]{16,}={0,2}");

    // Compiled once: String.replaceAll compiles its pattern at every call, and the screen folds every Remember.
    private static final Pattern MARKS = Pattern.compile("\\p{M}");
    private static final Pattern APOSTROPHES = Pattern.compile("['’ʼ`]");
    private static final Pattern COLON = Pattern.compile("\\s*:\\s*");
    private static final Pattern PUNCTUATION = Pattern.compile("[^\\p{L}\\p{N}@:]+");

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
        Matcher run = TextNormalizer.SPACED_OUT.matcher(TextNormalizer.compatible(text));
        while (run.find()) {
            runs.add(fold(run.group()).replace(" ", ""));
        }
        return runs;
    }

    private static void addForms(String text, List<String> forms, int depth) {
        String compatible = TextNormalizer.compatible(text);
        forms.add(fold(compatible));
        String rejoined = TextNormalizer.rejoined(compatible);
        if (!rejoined.equals(compatible)) {
            forms.add(fold(rejoined));
        }
        if (depth < NESTING) {
            Matcher chunk = BASE64.matcher(compatible);
            while (chunk.find()) {
                TextNormalizer.base64Text(chunk.group()).ifPresent(decoded -> addForms(decoded, forms, depth + 1));
            }
        }
    }

    /** Lower case, no accents or apostrophes ("don't" → "dont"), every other run of punctuation one space. */
    static String fold(String text) {
        String lower = TextNormalizer.latin(TextNormalizer.compatible(text))
                .toLowerCase(Locale.ROOT)
                .replace("ß", "ss");
        String unaccented =
                MARKS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
        String spaced =
                COLON.matcher(APOSTROPHES.matcher(unaccented).replaceAll("")).replaceAll(" : ");
        return PUNCTUATION.matcher(spaced).replaceAll(" ").strip();
    }
}
