package org.mnemos.connector.profile;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The names of rows that stand for other rows: totals in several languages and the regional and income groups
 * statistical offices publish beside countries (the World Bank's "High income", "OECD members", "Europe &
 * Central Asia"). Names are the first evidence of an aggregate row; {@link MemberSums} gives the second.
 */
final class AggregateNames {

    private static final Set<String> TOTALS = Set.of(
            // en, de, fr, es, pt, it, nl, sv/da/no, pl, ru, zh, ja, ko
            "total",
            "totals",
            "grand total",
            "sum",
            "all",
            "overall",
            "world",
            "all countries",
            "whole country",
            "gesamt",
            "insgesamt",
            "summe",
            "alle",
            "total général",
            "ensemble",
            "tous",
            "toutes",
            "monde",
            "todos",
            "todas",
            "mundo",
            "totale",
            "tutti",
            "tutte",
            "totaal",
            "alle landen",
            "totalt",
            "i alt",
            "razem",
            "ogółem",
            "всего",
            "итого",
            "мир",
            "合计",
            "总计",
            "全部",
            "合計",
            "全体",
            "世界",
            "전체",
            "합계",
            "nationwide",
            "united states total",
            "us total",
            "u.s. total",
            "all regions",
            "all areas");
    private static final Set<String> REGIONS = Set.of(
            "europe & central asia",
            "east asia & pacific",
            "latin america & caribbean",
            "middle east & north africa",
            "middle east, north africa, afghanistan & pakistan",
            "sub-saharan africa",
            "south asia",
            "north america",
            "arab world",
            "euro area",
            "european union",
            "central europe and the baltics",
            "africa eastern and southern",
            "africa western and central",
            "least developed countries: un classification",
            "heavily indebted poor countries (hipc)",
            "fragile and conflict affected situations",
            "small states",
            "other small states",
            "caribbean small states",
            "pacific island small states",
            "not classified",
            "europe",
            "asia",
            "africa",
            "oceania",
            "americas",
            "latin america",
            "emerging and developing economies",
            "advanced economies",
            "developing countries",
            "developed countries",
            "eu27",
            "eu28",
            "eu-27",
            "eu-28",
            "oecd",
            "g7",
            "g20",
            "opec");
    private static final Pattern GROUP_WORDS = Pattern.compile(
            "\\b(low|lower|middle|upper|high)( middle)? income\\b|\\(excluding\\b|\\bexcl\\.|demographic dividend|\\bida (only|blend|total)|\\bibrd\\b"
                    + "|\\bmembers\\b|&\\s*(pacific|caribbean|central asia|north africa)\\b|\\bsmall states\\b|\\bcountries\\b");
    /**
     * Words that make a total of a name but also begin or end names of things ("Total" the company, "All Nippon
     * Airways"): evidence of the weaker kind, which the value check of a total must confirm. "All" counts only
     * before a plural ("All ages", "All industries").
     */
    private static final Pattern TOTAL_WORDS =
            Pattern.compile("^(sub-?)?total\\b|\\btotal$|\\(total\\)|^sum of\\b|^all \\p{L}+s\\b");

    static final String TOTAL = "named as a total";
    static final String GROUP = "named as a group";

    private AggregateNames() {}

    /** Why {@code value} is named like an aggregate row, or null when it is not. */
    static String evidence(String value) {
        if (value.length() > 80) {
            return null;
        }
        String name = value.strip().toLowerCase(Locale.ROOT);
        if (TOTALS.contains(name)) {
            return TOTAL;
        }
        if (REGIONS.contains(name)) {
            return "named as a group of places";
        }
        if (GROUP_WORDS.matcher(name).find()) {
            return GROUP;
        }
        return TOTAL_WORDS.matcher(name).find() ? TOTAL : null;
    }
}
