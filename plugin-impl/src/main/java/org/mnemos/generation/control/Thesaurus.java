package org.mnemos.generation.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * General words that mean the same in a table's vocabulary, so that "revenue" finds a Sales column
 * and "gender" a Sex column. Each group is reduced to its first word's stem. Deliberately small and
 * general: words of business and public data, none taken from a particular table.
 */
final class Thesaurus {

    private static final List<List<String>> GROUPS = List.of(
            List.of("number", "num", "no", "nbr"),
            List.of("quantity", "qty", "units"),
            List.of("sales", "revenue", "turnover"),
            List.of("cost", "expense", "expenditure", "spend", "spending"),
            List.of("profit", "earnings"),
            List.of("salary", "wage", "wages", "pay", "earning"),
            List.of("id", "identifier", "ids"),
            List.of("gender", "sex"),
            List.of("employee", "staff", "worker"),
            List.of("customer", "client"),
            List.of("country", "nation"),
            List.of("city", "town"),
            List.of("product", "item"),
            List.of("rating", "score"),
            List.of("telephone", "phone"),
            List.of("population", "inhabitants"),
            List.of("price", "fare", "fee"),
            List.of("complaint", "grievance"),
            List.of("description", "descr"));

    private static final Map<String, String> CANONICAL = new HashMap<>();

    static {
        for (List<String> group : GROUPS) {
            String head = Words.stem(group.get(0));
            group.forEach(word -> CANONICAL.put(Words.stem(word), head));
        }
    }

    private Thesaurus() {}

    static String canonical(String stem) {
        return CANONICAL.getOrDefault(stem, stem);
    }

    /** Whether a stem stands for another word of its group, not itself. */
    static boolean isSynonym(String stem, String written) {
        return !stem.equals(Words.stem(written));
    }
}
