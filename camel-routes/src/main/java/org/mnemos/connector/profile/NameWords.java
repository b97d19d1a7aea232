package org.mnemos.connector.profile;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A column name as lower-case words ({@code "customerID"} → customer, id; {@code "Sales (USD)"} → sales, usd):
 * the second evidence of a semantic type, after the values.
 */
record NameWords(List<String> words) {

    static NameWords of(String name) {
        String spaced = name.replace("#", " # ")
                .replace("%", " % ")
                .replaceAll("([a-z])([A-Z])", "$1 $2")
                .replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2")
                .toLowerCase(Locale.ROOT);
        return new NameWords(Arrays.stream(spaced.split("[^a-z0-9#%]+"))
                .filter(w -> !w.isEmpty())
                .toList());
    }

    /** The first of {@code vocabulary} the name holds as a word, or null. */
    String any(Set<String> vocabulary) {
        return words.stream().filter(vocabulary::contains).findFirst().orElse(null);
    }

    /** The last word when it is one of {@code vocabulary} ({@code "Account Number"}, not {@code "Number of …"}). */
    String last(Set<String> vocabulary) {
        if (words.isEmpty()) {
            return null;
        }
        String last = words.get(words.size() - 1);
        return vocabulary.contains(last) ? last : null;
    }

    boolean has(String word) {
        return words.contains(word);
    }

    boolean startsWith(String word) {
        return !words.isEmpty() && words.get(0).equals(word);
    }
}
