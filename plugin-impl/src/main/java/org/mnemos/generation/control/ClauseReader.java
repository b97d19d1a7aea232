package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.RankIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.Stacking;
import org.mnemos.generation.entity.TimeGrain;

/**
 * Reads one piece of a request into a {@link ClauseDraft}: first the words that only say how to show
 * (chart, order, top-N, time unit), then the columns and values named, then what each named column is
 * for, from the cue before it. What is left is matched by meaning or reported.
 */
final class ClauseReader {

    private static final List<String> CHART_NOUNS = List.of("chart", "charts", "graph", "graphs", "plot", "diagram");

    private final ColumnFacts facts;
    private final ColumnLexicon lexicon;
    private final PhraseSimilarity similarity;

    ClauseReader(ColumnFacts facts, ColumnLexicon lexicon, PhraseSimilarity similarity) {
        this.facts = facts;
        this.lexicon = lexicon;
        this.similarity = similarity;
    }

    ClauseDraft read(String text) {
        ClauseTokens c = new ClauseTokens(text, Words.of(text));
        ClauseDraft d = new ClauseDraft(text.strip());
        boolean[] inName = multiWordNames(c);
        readCharts(c, d, inName);
        readSortDirection(c, d);
        readRank(c, d);
        readOverTime(c, d);
        List<Mention> mentions = new ArrayList<>(lexicon.mentions(c.tokens, c.takenCopy()));
        readGrains(c, d, mentions);
        new DerivedReading(facts, c, d, mentions).read();
        List<CueHit> hits = cueHits(c, mentions);
        mentions.addAll(similarity.mentions(c, mentions, hits));
        mentions.sort((a, b) -> Integer.compare(a.start(), b.start()));
        new FilterReading(facts, lexicon, c, d).read(mentions);
        new RoleReading(facts, c, d, hits).read(mentions);
        return d;
    }

    private boolean[] multiWordNames(ClauseTokens c) {
        boolean[] inName = new boolean[c.size()];
        for (Mention m : lexicon.mentions(c.tokens, new boolean[c.size()])) {
            if (m.end() - m.start() > 1 && !m.isValue()) {
                for (int i = m.start(); i < m.end(); i++) {
                    inName[i] = true;
                }
            }
        }
        return inName;
    }

    private void readCharts(ClauseTokens c, ClauseDraft d, boolean[] inName) {
        for (int i = 0; i < c.size(); i++) {
            if (inName[i]) {
                continue;
            }
            if (c.freeAt(i, "stacked") > 0 || c.freeAt(i, "stack") > 0) {
                d.stacking = Stacking.STACKED;
                c.take(i, i + 1);
            } else if ((c.freeAt(i, "grouped") > 0 || c.freeAt(i, "grouping") > 0 || c.freeAt(i, "group") > 0)
                    && (c.freeAt(i + 1, "bar") > 0
                            || c.freeAt(i + 1, "bars") > 0
                            || c.freeAt(i + 1, "scatter") > 0
                            || c.freeAt(i + 1, "line") > 0)) {
                d.stacking = c.get(i + 1).text().startsWith("bar") ? Stacking.GROUPED : d.stacking;
                c.take(i, i + 1);
            }
            for (Map.Entry<String, ChartWish> chart : Cues.CHARTS.entrySet()) {
                int n = c.freeAt(i, chart.getKey());
                if (n > 0 && chartWordStands(c, i, n, chart.getValue())) {
                    d.chart = d.chart == null ? chart.getValue() : d.chart;
                    int end = i + n < c.size()
                                    && CHART_NOUNS.contains(c.get(i + n).text())
                            ? i + n + 1
                            : i + n;
                    c.take(i, end);
                    break;
                }
            }
        }
        if (d.stacking != null && d.chart == null) {
            d.chart = ChartWish.BAR;
        }
    }

    /** "bar", "line", "table" are chart words only next to a chart noun or an article, not in "line item". */
    private static boolean chartWordStands(ClauseTokens c, int i, int n, ChartWish wish) {
        boolean plainWord = wish == ChartWish.BAR || wish == ChartWish.LINE || wish == ChartWish.TABLE;
        if (!plainWord) {
            return true;
        }
        boolean nounAfter =
                i + n < c.size() && CHART_NOUNS.contains(c.get(i + n).text());
        boolean articleBefore = i > 0
                && List.of("a", "an", "as", "in", "with", "by", "the")
                        .contains(c.get(i - 1).text());
        boolean last = i + n == c.size();
        return nounAfter
                || (articleBefore
                        && (last || c.get(i + n).kind() != Token.Kind.WORD || Fillers.isFiller(c.get(i + n))));
    }

    private void readSortDirection(ClauseTokens c, ClauseDraft d) {
        for (int i = 0; i < c.size(); i++) {
            readLabelSort(c, d, i);
            String desc = firstFree(c, i, Cues.DESCENDING);
            String asc = desc == null ? firstFree(c, i, Cues.ASCENDING) : null;
            if (desc != null || asc != null) {
                d.descending = desc != null;
                c.take(i, i + Cues.length(desc != null ? desc : asc));
            }
            readAxisWord(c, d, i);
        }
    }

    /** "sort by the names in desc", "alphabetically": the order of the axis labels. */
    private static void readLabelSort(ClauseTokens c, ClauseDraft d, int i) {
        boolean labels = c.freeAt(i, "names") > 0 || c.freeAt(i, "labels") > 0;
        boolean sortWordBefore = false;
        for (int k = Math.max(0, i - 4); k < i; k++) {
            sortWordBefore |= Cues.SORTS.contains(c.get(k).text())
                    || c.get(k).is("by")
                    || c.get(k).is("show");
        }
        if (labels && sortWordBefore && mentionsADirection(c)) {
            d.sortKey = SortIntent.SortKey.X;
            c.take(i, i + 1);
        }
    }

    private static boolean mentionsADirection(ClauseTokens c) {
        for (int i = 0; i < c.size(); i++) {
            if (firstFree(c, i, Cues.DESCENDING) != null || firstFree(c, i, Cues.ASCENDING) != null) {
                return true;
            }
        }
        return false;
    }

    /** "by the Y", "x-axis", "y axis": which axis a sort is on; "the x-axis is Winery" names the x axis instead. */
    private static void readAxisWord(ClauseTokens c, ClauseDraft d, int i) {
        boolean x = c.freeAt(i, "x") > 0;
        if (!x && c.freeAt(i, "y") == 0) {
            return;
        }
        int end = c.freeAt(i + 1, "axis") > 0 ? i + 2 : i + 1;
        boolean assigns = c.freeAt(end, "is") > 0 || c.freeAt(end, "as") > 0 || c.freeAt(end, "shows") > 0;
        if (!assigns) {
            d.sortKey = x ? SortIntent.SortKey.X : SortIntent.SortKey.Y;
            c.take(i, end);
        }
    }

    private void readRank(ClauseTokens c, ClauseDraft d) {
        for (int i = 0; i < c.size(); i++) {
            if (i > 0 && c.get(i - 1).is("at")) {
                continue; // "at most 200", "at least 5": bounds, read as filters
            }
            for (String top : List.of("top", "largest", "biggest", "highest", "first", "most")) {
                if (c.freeAt(i, top + " #") > 0) {
                    takeRank(c, d, i, i + 2, number(c, i + 1), true);
                } else if (c.freeAt(i, "# " + top) > 0 && !top.equals("first")) {
                    takeRank(c, d, i, i + 2, number(c, i), true);
                }
            }
            for (String bottom : List.of("bottom", "smallest", "lowest", "least", "fewest", "last")) {
                if (c.freeAt(i, bottom + " #") > 0) {
                    takeRank(c, d, i, i + 2, number(c, i + 1), false);
                } else if (c.freeAt(i, "# " + bottom) > 0 && !bottom.equals("last")) {
                    takeRank(c, d, i, i + 2, number(c, i), false);
                }
            }
        }
    }

    private static void takeRank(ClauseTokens c, ClauseDraft d, int from, int to, int n, boolean largest) {
        if (n < 1) {
            return;
        }
        d.rank = new RankIntent(n, largest);
        int end = to;
        while (end < c.size()
                && List.of("largest", "biggest", "highest", "smallest", "lowest")
                        .contains(c.get(end).text())) {
            end++;
        }
        c.take(from, end);
    }

    private static int number(ClauseTokens c, int i) {
        try {
            return Integer.parseInt(c.get(i).text());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static void readOverTime(ClauseTokens c, ClauseDraft d) {
        for (int i = 0; i < c.size(); i++) {
            String phrase = firstFree(c, i, Cues.OVER_TIME);
            if (phrase != null) {
                d.overTime = true;
                d.trend |= phrase.startsWith("trend");
                c.take(i, i + Cues.length(phrase));
            }
        }
    }

    /** "by month", "bin ... into weekday interval", "yearly": only where the word names no column. */
    private static void readGrains(ClauseTokens c, ClauseDraft d, List<Mention> mentions) {
        for (int i = 0; i < c.size(); i++) {
            if (inside(mentions, i)) {
                continue;
            }
            for (Map.Entry<String, TimeGrain> grain : Cues.GRAINS.entrySet()) {
                int n = c.freeAt(i, grain.getKey());
                if (n > 0 && grainStands(c, i, n)) {
                    boolean binned = binWordBefore(c, i);
                    d.grain = d.grain == null || binned ? grain.getValue() : d.grain;
                    d.grainFromBin |= binned;
                    c.take(i, i + n);
                    c.take(i + n, i + n + (c.freeAt(i + n, "interval") + c.freeAt(i + n, "intervals")));
                    takeIfWord(c, i - 1, "by", "per", "each", "every", "into");
                    break;
                }
            }
            takeIfWord(c, i, "bin", "binned", "bins", "binning");
        }
    }

    /** "Bin the account open day by weekday": the unit a bin names is the one meant. */
    private static boolean binWordBefore(ClauseTokens c, int i) {
        for (int k = 0; k < i; k++) {
            if (c.get(k).text().startsWith("bin")) {
                return true;
            }
        }
        return false;
    }

    private static boolean grainStands(ClauseTokens c, int i, int n) {
        if (namesAPeriod(c, i + n)) {
            return false;
        }
        String word = c.get(i).text();
        if (word.endsWith("ly") || word.equals("annual") || word.equals("weekday") || word.equals("weekdays")) {
            return true;
        }
        boolean cueBefore = i > 0
                && List.of("by", "per", "each", "every", "into", "in", "of", "over", "the")
                        .contains(c.get(i - 1).text());
        boolean cueAfter = i + n < c.size()
                && List.of("interval", "intervals", "level", "bins")
                        .contains(c.get(i + n).text());
        return cueBefore || cueAfter;
    }

    /** "After the year of 1850", "in year 2000": the word names one period, a filter's, not the axis's grain. */
    private static boolean namesAPeriod(ClauseTokens c, int after) {
        int at = after < c.size() && c.get(after).is("of") ? after + 1 : after;
        return at < c.size() && c.get(at).isNumber();
    }

    private static void takeIfWord(ClauseTokens c, int i, String... words) {
        if (c.free(i) && List.of(words).contains(c.get(i).text())) {
            c.take(i, i + 1);
        }
    }

    private List<CueHit> cueHits(ClauseTokens c, List<Mention> mentions) {
        List<CueHit> hits = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            if (!c.free(i) || inside(mentions, i)) {
                continue;
            }
            CueHit hit = hitAt(c, i);
            if (hit != null) {
                hits.add(hit);
                c.take(hit.start(), hit.end());
                i = hit.end() - 1;
            }
        }
        return hits;
    }

    private static CueHit hitAt(ClauseTokens c, int i) {
        if (c.freeAt(i, "x axis") > 0) {
            return new CueHit(CueHit.Kind.X_AXIS, i, i + 2 + c.freeAt(i + 2, "is"), null);
        }
        if (c.freeAt(i, "based on") > 0) {
            return new CueHit(CueHit.Kind.X_AXIS, i, i + 2, null); // "A vs B based on A": A's bars, B's stacks
        }
        if (c.freeAt(i, "y axis") > 0) {
            return new CueHit(CueHit.Kind.AGGREGATE, i, i + 2 + c.freeAt(i + 2, "is"), Aggregation.NONE);
        }
        String colour = firstFree(c, i, Cues.COLOURS);
        if (colour != null) {
            return new CueHit(CueHit.Kind.COLOUR, i, i + Cues.length(colour), null);
        }
        String sort = firstFree(c, i, Cues.SORTS);
        if (sort != null) {
            return new CueHit(CueHit.Kind.SORT_BY, i, i + Cues.length(sort), null);
        }
        for (Map.Entry<String, Aggregation> a : Cues.AGGREGATIONS.entrySet()) {
            int n = c.freeAt(i, a.getKey());
            if (n > 0) {
                return new CueHit(CueHit.Kind.AGGREGATE, i, i + n, a.getValue());
            }
        }
        String dimension = firstFree(c, i, Cues.DIMENSIONS);
        return dimension == null ? null : new CueHit(CueHit.Kind.DIMENSION, i, i + Cues.length(dimension), null);
    }

    private static String firstFree(ClauseTokens c, int i, Iterable<String> phrases) {
        for (String phrase : phrases) {
            if (c.freeAt(i, phrase) > 0) {
                return phrase;
            }
        }
        return null;
    }

    static boolean inside(List<Mention> mentions, int i) {
        return mentions.stream().anyMatch(m -> m.start() <= i && i < m.end());
    }
}
