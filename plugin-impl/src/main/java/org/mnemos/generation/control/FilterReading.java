package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.FilterOp;
import org.mnemos.generation.entity.MatchBasis;

/**
 * Conditions on rows: a named column followed by a comparison ("whose price is bigger than 100",
 * "where status is closed", "Party_Theme = 'Spring' or 'Teqnology'"), letters in a name, and years
 * ("in 2022", "since 2015", "before 2010"). What it reads is taken off the clause.
 */
final class FilterReading {

    private static final Map<String, FilterOp> COMPARISONS = comparisons();
    private static final List<String> VERBS = List.of("is", "are", "was", "were", "be", "has", "have", "had");

    private final ColumnFacts facts;
    private final ColumnLexicon lexicon;
    private final ClauseTokens c;
    private final ClauseDraft d;

    FilterReading(ColumnFacts facts, ColumnLexicon lexicon, ClauseTokens c, ClauseDraft d) {
        this.facts = facts;
        this.lexicon = lexicon;
        this.c = c;
        this.d = d;
    }

    /** Reads the filters and removes the mentions they used from {@code mentions}. */
    void read(List<Mention> mentions) {
        for (Iterator<Mention> it = mentions.iterator(); it.hasNext(); ) {
            Mention m = it.next();
            if (!m.isValue() && (comparison(m) || letters(m) || quotedBefore(m))) {
                it.remove();
            }
        }
        years(mentions);
    }

    private boolean comparison(Mention m) {
        int i = m.end();
        boolean verb = c.free(i) && VERBS.contains(c.get(i).text());
        int at = verb ? i + 1 : i;
        FilterOp op = null;
        int n = 0;
        for (Map.Entry<String, FilterOp> e : COMPARISONS.entrySet()) {
            n = Cues.at(c.tokens, at, e.getKey());
            if (n > 0 && c.free(at, at + n)) {
                op = e.getValue();
                break;
            }
        }
        if (op == null && verb) {
            op = FilterOp.EQUALS;
            n = 0;
        }
        if (op == null) {
            return false;
        }
        if (op == FilterOp.NOT_NULL) {
            return add(m, op, List.of(), at + n);
        }
        List<String> values = new ArrayList<>();
        int end = operands(m.column(), at + n, op, values);
        return values.size() >= (op == FilterOp.BETWEEN ? 2 : 1) && add(m, op, values, end);
    }

    private boolean add(Mention m, FilterOp op, List<String> values, int end) {
        d.filters.add(new FilterIntent(m.match(), op, values));
        c.take(m.start(), end);
        return true;
    }

    /** The operands from {@code at}: numbers, quoted text or catalog values, joined by or/and. */
    private int operands(String column, int at, FilterOp op, List<String> values) {
        int i = at;
        while (op != FilterOp.EQUALS
                && i < c.size() - 1
                && c.free(i)
                && List.of("the", "year", "of", "a", "value").contains(c.get(i).text())) {
            i++;
        }
        while (i < c.size() && c.free(i)) {
            String value = operand(column, c.get(i), op);
            if (value == null) {
                break;
            }
            values.add(value);
            i++;
            boolean joined = i + 1 < c.size()
                    && (c.get(i).is("or") || c.get(i).is("and") || c.get(i).is("to"));
            boolean more =
                    op == FilterOp.BETWEEN ? values.size() < 2 : op == FilterOp.EQUALS || op == FilterOp.NOT_EQUALS;
            if (!joined || !more) {
                break;
            }
            i++;
        }
        return op == FilterOp.BETWEEN && values.size() < 2 ? at : i;
    }

    private String operand(String column, Token t, FilterOp op) {
        boolean numeric = op != FilterOp.EQUALS && op != FilterOp.NOT_EQUALS && op != FilterOp.CONTAINS;
        if (t.isNumber()) {
            return t.text();
        }
        if (numeric) {
            return null;
        }
        String catalog = lexicon.valueOf(column, t.text());
        if (t.kind() == Token.Kind.QUOTED) {
            return catalog != null ? catalog : t.text();
        }
        return t.kind() == Token.Kind.WORD ? catalog : null;
    }

    /** "mills of 'Grondzeiler' type": a quoted value written before its column. */
    private boolean quotedBefore(Mention m) {
        int q = m.start() - 1;
        if (q < 0 || c.get(q).kind() != Token.Kind.QUOTED || !c.free(q)) {
            return false;
        }
        String catalog = lexicon.valueOf(m.column(), c.get(q).text());
        d.filters.add(new FilterIntent(
                m.match(),
                FilterOp.EQUALS,
                List.of(catalog != null ? catalog : c.get(q).text())));
        c.take(q, m.end());
        return true;
    }

    /** "who have the letters D or S in their first name". */
    private boolean letters(Mention m) {
        int i = m.start() - 1;
        while (i >= 0
                && List.of("in", "their", "the", "its", "his", "her")
                        .contains(c.get(i).text())) {
            i--;
        }
        int end = i + 1;
        List<String> values = new ArrayList<>();
        while (i >= 0
                && (c.get(i).kind() == Token.Kind.QUOTED
                        || c.get(i).text().length() <= 2 && c.get(i).kind() == Token.Kind.WORD)) {
            if (!c.get(i).is("or") && !c.get(i).is("and")) {
                values.add(
                        0,
                        c.get(i).kind() == Token.Kind.QUOTED
                                ? c.get(i).text()
                                : c.get(i).text().toUpperCase(Locale.ROOT));
            }
            i--;
        }
        boolean lettersWord = i >= 0
                && (c.get(i).text().startsWith("letter")
                        || c.get(i).text().startsWith("substring")
                        || c.get(i).text().startsWith("character"));
        if (!lettersWord || values.isEmpty() || !c.free(i, end)) {
            return false;
        }
        d.filters.add(new FilterIntent(m.match(), FilterOp.CONTAINS, values));
        c.take(i, m.end());
        return true;
    }

    private void years(List<Mention> mentions) {
        for (int i = 1; i < c.size(); i++) {
            if (!c.free(i) || !isYear(c.get(i)) && !isDay(c.get(i))) {
                continue;
            }
            int cue = c.get(i - 1).is("either") && i > 1 ? i - 2 : i - 1;
            String before = c.get(cue).text();
            FilterOp op = switch (before) {
                case "in", "during", "for", "only", "year", "of", "on" -> FilterOp.YEAR_EQUALS;
                case "since", "from" -> FilterOp.GREATER_OR_EQUAL;
                case "after" -> FilterOp.GREATER;
                case "before", "until" -> FilterOp.LESS;
                default -> null;
            };
            FieldMatch column = timeColumn(mentions);
            if (op != null && column != null && c.free(cue, i)) {
                List<String> years = new ArrayList<>(List.of(c.get(i).text()));
                int end = i + 1;
                while (op == FilterOp.YEAR_EQUALS
                        && end + 1 < c.size()
                        && c.get(end).is("or")
                        && c.free(end + 1)
                        && isYear(c.get(end + 1))) {
                    years.add(c.get(end + 1).text()); // "in either 1999 or 2000"
                    end += 2;
                }
                d.filters.add(new FilterIntent(column, op, years));
                c.take(cue, end);
            }
        }
    }

    private FieldMatch timeColumn(List<Mention> mentions) {
        for (Mention m : mentions) {
            if (!m.isValue() && facts.isTime(m.column())) {
                return m.match();
            }
        }
        String column = facts.defaultTime();
        return column == null ? null : new FieldMatch(column, "", MatchBasis.ROLE, 0.7);
    }

    /** "hired before 2002-06-21". */
    private static boolean isDay(Token t) {
        return t.isNumber() && t.text().length() == 10;
    }

    private static boolean isYear(Token t) {
        return t.isNumber()
                && t.text().length() == 4
                && t.text().compareTo("1800") >= 0
                && t.text().compareTo("2100") <= 0;
    }

    /** Longer phrases before the shorter ones they begin with ("not null" before "not"). */
    private static Map<String, FilterOp> comparisons() {
        List<Map.Entry<FilterOp, String>> table = List.of(
                Map.entry(FilterOp.NOT_NULL, "not null|not empty|known|present"),
                Map.entry(
                        FilterOp.NOT_EQUALS,
                        "not equal to|does not equal|do not equal|not equals|not|!=|<>|other than"),
                Map.entry(FilterOp.BETWEEN, "in the range of|in range of|in the range|between|ranging from|from"),
                Map.entry(
                        FilterOp.GREATER_OR_EQUAL,
                        "at least|>=|no less than|greater than or equal to|bigger than or equal to|since"),
                Map.entry(
                        FilterOp.LESS_OR_EQUAL,
                        "at most|<=|no more than|less than or equal to|smaller than or equal to|up to"),
                Map.entry(
                        FilterOp.GREATER,
                        "bigger than|greater than|larger than|higher than|more than|above|over|>|exceeds|exceed|exceeding"
                                + "|after|later than"),
                Map.entry(
                        FilterOp.LESS,
                        "smaller than|less than|lower than|fewer than|below|under|<|before|earlier than"),
                Map.entry(FilterOp.EQUALS, "equal to|equals|="),
                Map.entry(FilterOp.CONTAINS, "contains|containing|like"));
        Map<String, FilterOp> map = new LinkedHashMap<>();
        for (Map.Entry<FilterOp, String> row : table) {
            for (String phrase : row.getValue().split("\\|")) {
                map.put(phrase, row.getKey());
            }
        }
        return map;
    }
}
