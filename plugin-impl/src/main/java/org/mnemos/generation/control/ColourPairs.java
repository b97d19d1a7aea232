package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.CategoryColour;

/**
 * Category colours in a task specification: {@code Value=#RRGGBB} pairs, separated by spaces, commas or
 * semicolons ("gate colours Supply=#3B82F6, Make=#10B981"). The column is the one the sentence names
 * ("Borough colours" → Borough) when it holds the values or may (an incomplete catalog), even when another
 * column holds them too (a City of BROOKLYN, QUEENS); else the one whose catalog holds most of the values.
 * With a complete catalog, values the column does not have are dropped, so the spec never colours a category
 * that cannot occur. Values match the catalog as a person reads them, case aside, and the rule keeps the data's
 * spelling.
 */
final class ColourPairs {

    private static final Pattern PAIR = Pattern.compile("([^=,;:()]+?)\\s*=\\s*(#[0-9A-Fa-f]{6})\\b");

    private final DataProfile profile;

    ColourPairs(DataProfile profile) {
        this.profile = profile;
    }

    List<CategoryColour> read(String spec) {
        List<String[]> pairs = new ArrayList<>();
        Matcher m = PAIR.matcher(spec);
        while (m.find()) {
            pairs.add(new String[] {m.group(1).strip(), m.group(2).toUpperCase(Locale.ROOT)});
        }
        if (pairs.isEmpty()) {
            return List.of();
        }
        // The first pair's text starts with the sentence ("gate colours Supply"): keep the catalog value it ends with.
        pairs.get(0)[0] = catalogSuffix(pairs.get(0)[0]);
        List<String> values = pairs.stream().map(p -> p[0]).toList();
        Optional<ColumnProfile> column = named(values, sentence(spec, values)).or(() -> mostHolding(values));
        return column.map(c -> pairs.stream()
                        .filter(p -> !c.valuesComplete() || inCatalog(c, p[0]))
                        .map(p -> new CategoryColour(c.name(), spelling(c, p[0]), p[1]))
                        .toList())
                .orElse(List.of());
    }

    private String catalogSuffix(String text) {
        List<String> words = List.of(text.split("\\s+"));
        for (int start = 0; start < words.size(); start++) {
            String suffix = String.join(" ", words.subList(start, words.size()));
            if (profile.columns().stream().anyMatch(c -> inCatalog(c, suffix))) {
                return suffix;
            }
        }
        return words.get(words.size() - 1);
    }

    /** The words of the rule outside its pairs: those that can name a column. */
    private static List<String> sentence(String spec, List<String> values) {
        Set<String> pairWords = new HashSet<>();
        values.forEach(v -> pairWords.addAll(ColumnNames.words(v)));
        return ColumnNames.words(spec).stream()
                .filter(w -> !pairWords.contains(w))
                .toList();
    }

    /** The column the sentence names, of those that hold the most values or may hold them. */
    private Optional<ColumnProfile> named(List<String> values, List<String> sentence) {
        return profile.columns().stream()
                .filter(c -> ColumnNames.mentioned(c.name(), sentence))
                .filter(c -> hits(c, values) > 0 || (c.columnType() == ColumnType.CATEGORICAL && !c.valuesComplete()))
                .max(Comparator.comparingLong(c -> hits(c, values)));
    }

    private Optional<ColumnProfile> mostHolding(List<String> values) {
        return profile.columns().stream()
                .filter(c -> hits(c, values) > 0)
                .max(Comparator.comparingLong(c -> hits(c, values)));
    }

    private static long hits(ColumnProfile column, List<String> values) {
        return values.stream().filter(v -> inCatalog(column, v)).count();
    }

    private static boolean inCatalog(ColumnProfile column, String value) {
        return column.values().stream().map(ValueCount::value).anyMatch(value::equalsIgnoreCase);
    }

    /** The value as the data spells it ("Brooklyn" written, "BROOKLYN" held), so the rule meets the rows. */
    private static String spelling(ColumnProfile column, String value) {
        return column.values().stream()
                .map(ValueCount::value)
                .filter(value::equalsIgnoreCase)
                .findFirst()
                .orElse(value);
    }
}
