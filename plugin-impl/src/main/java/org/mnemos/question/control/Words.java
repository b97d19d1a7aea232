package org.mnemos.question.control;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The words a question and a dashboard are matched on: lower case, split on anything but letters and digits
 * and at camel case, a plural "s" dropped, and words too short or too common to tell anything apart left out.
 */
final class Words {

    private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}]+|(?<=\\p{Ll})(?=\\p{Lu})");
    private static final Set<String> COMMON = Set.of(
            "the",
            "and",
            "are",
            "was",
            "were",
            "what",
            "which",
            "who",
            "how",
            "many",
            "much",
            "for",
            "with",
            "this",
            "that",
            "our",
            "per",
            "did",
            "does",
            "have",
            "has",
            "show",
            "tell",
            "about",
            "from",
            "into",
            "dashboard",
            "value",
            "there",
            "their",
            "its",
            "all",
            "any",
            "can",
            "you",
            "your",
            "please",
            "give");

    private Words() {}

    static Set<String> of(String text) {
        Set<String> words = new LinkedHashSet<>();
        if (text == null) {
            return words;
        }
        for (String word : SPLIT.split(text)) {
            String lower = word.toLowerCase(Locale.ROOT);
            if (lower.length() >= 3 && !COMMON.contains(lower)) {
                words.add(lower.length() > 3 && lower.endsWith("s") ? lower.substring(0, lower.length() - 1) : lower);
            }
        }
        return words;
    }

    /** How many of {@code asked} occur in {@code text}. */
    static int overlap(Set<String> asked, String text) {
        Set<String> found = of(text);
        return (int) asked.stream().filter(found::contains).count();
    }
}
