package org.mnemos.dashboard.control;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Column names as words, so that heuristics and task specifications can match "Line Item Value",
 * "unitPrice" and "TotalCharges" alike: split at camel-case humps, spaces and punctuation, lower-cased.
 */
public final class ColumnNames {

    static final int MAX_SLUG = 40;

    private static final Pattern SEPARATORS =
            Pattern.compile("[^\\p{L}\\p{N}]+|(?<=\\p{Ll})(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})");

    private ColumnNames() {}

    public static List<String> words(String text) {
        return Arrays.stream(SEPARATORS.split(text))
                .filter(w -> !w.isEmpty())
                .map(w -> w.toLowerCase(Locale.ROOT))
                .toList();
    }

    /** Whether every word of {@code name} occurs among {@code words}, in any order. */
    public static boolean mentioned(String name, List<String> words) {
        List<String> nameWords = words(name);
        return !nameWords.isEmpty() && words.containsAll(nameWords);
    }

    /**
     * A lower-case id fragment: {@code "Line Item Value"} → {@code "line-item-value"}. At most {@value #MAX_SLUG}
     * characters, so that an id built from it stays within the spec's 64: a longer one is cut and ends with a hash of
     * the whole name, so that two long names sharing their start still give two ids.
     */
    public static String slug(String name) {
        String slug = String.join("-", words(name)).replaceAll("[^a-z0-9-]", "");
        if (slug.length() > MAX_SLUG) {
            String hash = HexFormat.of().toHexDigits(name.hashCode());
            slug = slug.substring(0, MAX_SLUG - hash.length() - 1).replaceAll("-+$", "") + "-" + hash;
        }
        return slug.isEmpty() ? "column" : slug;
    }
}
