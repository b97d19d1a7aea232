package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.FilterOp;
import org.mnemos.generation.entity.MatchBasis;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RankIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.Unmatched;

/**
 * What each named column is for, from the cue just before it: "average price" a measure, "by borough"
 * a dimension, "group by X" a colour, "open vs closed" a colour by the column holding both values,
 * "male and female" the column whose whole catalog that is, a lone value a filter. Cues left without
 * a column count rows, fall to the table's only measure, or are reported.
 */
final class RoleReading {

    private static final Set<String> BETWEEN_CUE =
            Set.of("the", "a", "an", "all", "their", "its", "of", "those", "these");
    private static final Set<String> BANDS =
            Set.of("group", "groups", "band", "bands", "bracket", "brackets", "range", "ranges", "bin", "bins");
    private static final Set<String> LIST_JOINS =
            Set.of("and", "or", "&", "vs", "versus", "against", "compared", "to", "with");

    private final ColumnFacts facts;
    private final ClauseTokens c;
    private final ClauseDraft d;
    private final List<CueHit> hits;
    private final Set<CueHit> used = new HashSet<>();
    private FilterIntent part;

    RoleReading(ColumnFacts facts, ClauseTokens c, ClauseDraft d, List<CueHit> hits) {
        this.facts = facts;
        this.c = c;
        this.d = d;
        this.hits = hits;
    }

    void read(List<Mention> mentions) {
        List<Mention> names = new ArrayList<>();
        List<Mention> values = new ArrayList<>();
        for (Mention m : mentions) {
            (m.isValue() ? values : names).add(m);
        }
        readValues(values);
        boolean aggregated =
                hits.stream().anyMatch(h -> h.kind() == CueHit.Kind.AGGREGATE && h.aggregation() != Aggregation.NONE);
        for (Mention m : names) {
            readName(m, aggregated);
        }
        hits.stream().filter(h -> !used.contains(h)).forEach(this::readUnusedCue);
        if (part != null) {
            d.measures.add(new MeasureIntent(null, Aggregation.SHARE, null, part));
            d.content = true;
        }
        if (d.measures.isEmpty()) {
            quantityBeforeAxis();
        }
        for (int[] run : c.leftoverRuns()) {
            d.unmatched.add(new Unmatched(c.phrase(run[0], run[1]), "no column or value of the table matches"));
            c.take(run[0], run[1]);
        }
    }

    private void readValues(List<Mention> values) {
        for (int i = 0; i < values.size(); ) {
            List<Mention> group = new ArrayList<>(List.of(values.get(i)));
            boolean versus = false;
            int j = i + 1;
            while (j < values.size()
                    && values.get(j).column().equals(group.get(0).column())
                    && joined(group.get(group.size() - 1), values.get(j))) {
                versus |= between(group.get(group.size() - 1), values.get(j)).stream()
                        .anyMatch(t -> t.startsWith("v") || t.equals("against"));
                group.add(values.get(j++));
            }
            readValueGroup(group, versus);
            i = j;
        }
    }

    private void readValueGroup(List<Mention> group, boolean versus) {
        Mention first = group.get(0);
        FieldMatch column = new FieldMatch(
                first.column(),
                String.join(" ", group.stream().map(Mention::phrase).toList()),
                MatchBasis.VALUE,
                first.confidence());
        List<String> written = group.stream().map(Mention::value).distinct().toList();
        CueHit cue = cueBefore(first.start());
        c.take(first.start(), group.get(group.size() - 1).end());
        if (versus) {
            d.colour = column;
        } else if (cue != null && cue.aggregation() == Aggregation.SHARE) {
            used.add(cue);
            part = new FilterIntent(column, FilterOp.EQUALS, written);
        } else if (written.size() >= 2 && facts.coversCatalog(first.column(), written)) {
            d.dimensions.add(column);
            d.content = true;
        } else {
            d.filters.add(new FilterIntent(column, FilterOp.EQUALS, written));
        }
    }

    private void readName(Mention m, boolean aggregated) {
        CueHit cue = cueBefore(m.start());
        FieldMatch field = m.match();
        c.take(m.start(), m.end());
        if (cue == null && part != null && facts.role(field.column()) == ColumnRole.MEASURE) {
            addMeasure(field, Aggregation.SHARE); // "share of furniture in sales"
            return;
        }
        if (cue == null) {
            readBare(field, aggregated);
            return;
        }
        used.add(cue);
        switch (cue.kind()) {
            case AGGREGATE -> aggregateChain(cue).forEach(a -> addMeasure(field, a));
            case DIMENSION -> addDimension(field, m.end());
            case COLOUR -> d.colourCandidates.add(field);
            case SORT_BY -> d.sortColumn = field.column();
            case X_AXIS -> d.explicitX = field;
        }
    }

    private void readBare(FieldMatch field, boolean aggregated) {
        ColumnRole role = facts.role(field.column());
        boolean binnedByTime =
                d.grainFromBin && d.timeField == null && role != ColumnRole.CATEGORY && role != ColumnRole.TEXT;
        if (binnedByTime) {
            d.timeField = field; // "binning the took office into weekday interval"
        } else if (d.chart == ChartWish.SCATTER && !aggregated || role == ColumnRole.MEASURE) {
            addMeasure(field, Aggregation.NONE);
        } else if (role == ColumnRole.DATE || role == ColumnRole.TIME_PART && d.grain != null) {
            d.timeField = d.timeField == null ? field : d.timeField;
        } else {
            d.dimensions.add(field);
            d.bare.add(field);
            d.content = true;
        }
    }

    private void addMeasure(FieldMatch field, Aggregation aggregation) {
        if (aggregation == Aggregation.SHARE && part != null) {
            d.measures.add(new MeasureIntent(field, aggregation, null, part));
            part = null;
        } else {
            d.measures.add(MeasureIntent.of(field, aggregation));
        }
        d.content = true;
    }

    private void addDimension(FieldMatch field, int end) {
        if (facts.role(field.column()) == ColumnRole.MEASURE
                && end < c.size()
                && BANDS.contains(c.get(end).text())) {
            d.binned.add(field.column()); // "by age group": ranges of a number
            c.take(end, end + 1);
        }
        boolean rankedBy = d.rank != null || !d.dimensions.isEmpty();
        if (facts.role(field.column()) == ColumnRole.MEASURE && rankedBy && !d.binned.contains(field.column())) {
            addMeasure(field, Aggregation.NONE); // "top 10 vendors by line item quantity": ranked by a measure
        } else if (facts.role(field.column()) == ColumnRole.DATE) {
            d.timeField = field;
        } else {
            d.dimensions.add(field);
        }
        d.content = true;
    }

    /** "the average and minimum price": every aggregation joined to the one before the column. */
    private List<Aggregation> aggregateChain(CueHit last) {
        List<Aggregation> chain = new ArrayList<>(List.of(last.aggregation()));
        CueHit at = last;
        while (true) {
            int join = at.start() - 1;
            CueHit before = join > 0 && (c.get(join).is("and") || c.get(join).is("or")) ? hitEndingAt(join) : null;
            if (before == null || before.kind() != CueHit.Kind.AGGREGATE) {
                return chain;
            }
            used.add(before);
            chain.add(0, before.aggregation());
            at = before;
        }
    }

    private void readUnusedCue(CueHit h) {
        if (h.kind() != CueHit.Kind.AGGREGATE || h.aggregation() == Aggregation.NONE) {
            return;
        }
        if (h.aggregation() == Aggregation.SHARE) {
            // "the proportion of the number of X", "the proportion of each type": each group's share of the rows
            d.chart = d.chart == null ? ChartWish.PIE : d.chart;
            if (!nextHitWithin(h, 3) && part == null) {
                d.measures.add(MeasureIntent.of(null, Aggregation.SHARE));
            }
            return;
        }
        if (h.start() > 0
                && (c.get(h.start() - 1).is("by")
                        || c.get(h.start() - 1).is("the")
                                && h.start() > 1
                                && c.get(h.start() - 2).is("by"))
                && (d.descending != null || hits.stream().anyMatch(x -> x.kind() == CueHit.Kind.SORT_BY))) {
            d.sortKey = SortIntent.SortKey.Y;
            return;
        }
        int[] run = runAfter(h.end());
        if (h.aggregation() == Aggregation.COUNT || h.aggregation() == Aggregation.DISTINCT) {
            d.measures.add(MeasureIntent.of(null, Aggregation.COUNT));
            d.content = true;
            if (run != null) {
                c.take(run[0], run[1]);
            }
        } else if (run != null
                && (h.aggregation() == Aggregation.MAX || h.aggregation() == Aggregation.MIN)
                && c.get(run[1] - 1).text().endsWith("s")
                && d.rank == null) {
            d.rank = new RankIntent(10, h.aggregation() == Aggregation.MAX);
            c.take(run[0], run[1]);
        } else if (run != null) {
            String only = facts.onlyMeasure();
            if (only != null) {
                d.measures.add(MeasureIntent.of(
                        new FieldMatch(only, c.phrase(run[0], run[1]), MatchBasis.ONLY_MEASURE, 0.6), h.aggregation()));
                d.content = true;
                c.take(run[0], run[1]);
            }
        }
    }

    /** "GDP by country": an unmatched phrase right before "by" names the quantity; the table's only measure if it has one. */
    private void quantityBeforeAxis() {
        String only = facts.onlyMeasure();
        for (int[] run : c.leftoverRuns()) {
            boolean beforeAxis = hits.stream().anyMatch(h -> h.kind() == CueHit.Kind.DIMENSION && h.start() == run[1]);
            if (only != null && beforeAxis) {
                d.measures.add(MeasureIntent.of(
                        new FieldMatch(only, c.phrase(run[0], run[1]), MatchBasis.ONLY_MEASURE, 0.6), Aggregation.SUM));
                d.content = true;
                c.take(run[0], run[1]);
                return;
            }
        }
    }

    private int[] runAfter(int at) {
        for (int[] run : c.leftoverRuns()) {
            boolean onlyFillers = true;
            for (int i = at; i < run[0]; i++) {
                onlyFillers &= BETWEEN_CUE.contains(c.get(i).text());
            }
            if (run[0] >= at && onlyFillers) {
                return run;
            }
        }
        return null;
    }

    private boolean nextHitWithin(CueHit h, int distance) {
        return hits.stream()
                .anyMatch(x -> x != h
                        && x.kind() == CueHit.Kind.AGGREGATE
                        && x.start() >= h.end()
                        && x.start() - h.end() <= distance);
    }

    /** The cue ending right before {@code start}, articles and "of" aside. */
    private CueHit cueBefore(int start) {
        int k = start;
        while (true) {
            CueHit hit = hitEndingAt(k);
            if (hit != null) {
                return hit;
            }
            if (k == 0 || !BETWEEN_CUE.contains(c.get(k - 1).text())) {
                return null;
            }
            k--;
        }
    }

    private CueHit hitEndingAt(int end) {
        return hits.stream().filter(h -> h.end() == end).findFirst().orElse(null);
    }

    private boolean joined(Mention a, Mention b) {
        List<String> words = between(a, b);
        return words.size() <= 2 && words.stream().allMatch(w -> LIST_JOINS.contains(w) || w.equals("the"));
    }

    private List<String> between(Mention a, Mention b) {
        List<String> words = new ArrayList<>();
        for (int i = a.end(); i < b.start(); i++) {
            words.add(c.get(i).text());
        }
        return words;
    }
}
