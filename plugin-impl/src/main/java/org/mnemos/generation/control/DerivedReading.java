package org.mnemos.generation.control;

import java.util.List;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.DerivedMeasure;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.Unmatched;

/**
 * Measures no column holds: a duration between two dates ("resolution time" = closed − created) and a
 * margin (profit / sales). When the table lacks what they need, the phrase is reported, not guessed.
 */
final class DerivedReading {

    private static final List<String> DURATIONS = List.of(
            "resolution time",
            "time to resolve",
            "time to close",
            "time to ship",
            "time to deliver",
            "turnaround time",
            "turnaround",
            "lead time",
            "processing time",
            "cycle time",
            "response time",
            "waiting time",
            "wait time",
            "delivery time",
            "shipping time",
            "how long",
            "duration");
    private static final List<String> STARTS = List.of(
            "creat", "open", "start", "begin", "order", "submit", "receiv", "request", "report", "regist", "sign",
            "book", "hire", "join", "schedul", "plan");
    private static final List<String> ENDS = List.of(
            "close", "closed", "resolv", "resolut", "end", "finish", "ship", "deliv", "complet", "due", "return",
            "leav", "cancel", "actual", "termin");

    private final ColumnFacts facts;
    private final ClauseTokens c;
    private final ClauseDraft d;
    private final List<Mention> mentions;

    DerivedReading(ColumnFacts facts, ClauseTokens c, ClauseDraft d, List<Mention> mentions) {
        this.facts = facts;
        this.c = c;
        this.d = d;
        this.mentions = mentions;
    }

    void read() {
        for (int i = 0; i < c.size(); i++) {
            if (insideFullName(i)) {
                continue;
            }
            for (String phrase : DURATIONS) {
                int n = c.freeAt(i, phrase);
                if (n > 0) {
                    dropPartialMentions(i, i + n); // "resolution time" is not resolution_description
                    duration(c.phrase(i, i + n), aggregationBefore(i));
                    c.take(i, i + n);
                }
            }
            if ((c.freeAt(i, "margin") > 0 || c.freeAt(i, "margins") > 0) && !ClauseReader.inside(mentions, i)) {
                margin(c.phrase(i, i + 1), aggregationBefore(i));
                c.take(i, i + 1);
            }
        }
    }

    /** A column named exactly so ("Resolution Time") is read as the column, not computed. */
    private boolean insideFullName(int i) {
        return mentions.stream().anyMatch(m -> m.start() <= i && i < m.end() && m.confidence() >= 1.0 && !m.isValue());
    }

    private void dropPartialMentions(int from, int to) {
        mentions.removeIf(m -> m.start() < to && from < m.end());
    }

    private void duration(String phrase, Aggregation aggregation) {
        List<String> dates = facts.dates();
        String from = firstNamed(dates, STARTS);
        String to = firstNamed(dates.stream().filter(x -> !x.equals(from)).toList(), ENDS);
        if (dates.size() < 2) {
            d.unmatched.add(new Unmatched(phrase, "a duration needs two date columns; the table has " + dates.size()));
            return;
        }
        String start = from != null ? from : dates.get(0);
        String end = to != null
                ? to
                : dates.stream().filter(x -> !x.equals(start)).findFirst().orElseThrow();
        d.measures.add(new MeasureIntent(null, aggregation, new DerivedMeasure.Duration(phrase, start, end), null));
        d.content = true;
    }

    private void margin(String phrase, Aggregation aggregation) {
        String profit = facts.measureNamed("profit");
        String sales = facts.measureNamed(Words.stem("sales"));
        if (profit == null || sales == null) {
            d.unmatched.add(new Unmatched(phrase, "no column matches, and no profit and sales columns to divide"));
            return;
        }
        Aggregation ratioOf = aggregation == Aggregation.AVG ? Aggregation.SUM : aggregation;
        d.measures.add(new MeasureIntent(null, ratioOf, new DerivedMeasure.Ratio(phrase, profit, sales), null));
        d.content = true;
    }

    /** "average resolution time" averages, "total" sums; a duration is averaged and a margin summed by default. */
    private Aggregation aggregationBefore(int i) {
        int k = i - 1;
        while (k >= 0 && Fillers.isFiller(c.get(k))) {
            k--;
        }
        if (k >= 0 && c.free(k)) {
            for (var a : Cues.AGGREGATIONS.entrySet()) {
                if (!a.getKey().contains(" ") && c.get(k).is(a.getKey()) && a.getValue() != Aggregation.COUNT) {
                    c.take(k, k + 1);
                    return a.getValue();
                }
            }
        }
        return Aggregation.AVG;
    }

    private static String firstNamed(List<String> columns, List<String> words) {
        for (String column : columns) {
            List<String> stems = Words.stems(column);
            if (stems.stream().anyMatch(s -> words.stream().anyMatch(s::startsWith))) {
                return column;
            }
        }
        return null;
    }
}
