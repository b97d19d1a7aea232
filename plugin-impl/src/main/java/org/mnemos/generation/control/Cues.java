package org.mnemos.generation.control;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.TimeGrain;

/**
 * The phrases that say what to do with the columns a clause names. Each table lists longer phrases
 * first, so "total number of" is a count before "total" is a sum. {@code #} stands for a number.
 */
final class Cues {

    static final Map<String, Aggregation> AGGREGATIONS = ordered(
            "number of different",
            Aggregation.DISTINCT,
            "number of distinct",
            Aggregation.DISTINCT,
            "number of unique",
            Aggregation.DISTINCT,
            "how many different",
            Aggregation.DISTINCT,
            "how many distinct",
            Aggregation.DISTINCT,
            "count of distinct",
            Aggregation.DISTINCT,
            "total number of",
            Aggregation.COUNT,
            "total count of",
            Aggregation.COUNT,
            "number of",
            Aggregation.COUNT,
            "how many",
            Aggregation.COUNT,
            "count of",
            Aggregation.COUNT,
            "counts",
            Aggregation.COUNT,
            "count",
            Aggregation.COUNT,
            "volume",
            Aggregation.COUNT,
            "average",
            Aggregation.AVG,
            "mean",
            Aggregation.AVG,
            "avg",
            Aggregation.AVG,
            "total",
            Aggregation.SUM,
            "sum of",
            Aggregation.SUM,
            "sum",
            Aggregation.SUM,
            "median",
            Aggregation.MEDIAN,
            "maximum",
            Aggregation.MAX,
            "max",
            Aggregation.MAX,
            "maximal",
            Aggregation.MAX,
            "highest",
            Aggregation.MAX,
            "largest",
            Aggregation.MAX,
            "biggest",
            Aggregation.MAX,
            "greatest",
            Aggregation.MAX,
            "oldest",
            Aggregation.MAX,
            "latest",
            Aggregation.MAX,
            "minimum",
            Aggregation.MIN,
            "min",
            Aggregation.MIN,
            "minimal",
            Aggregation.MIN,
            "lowest",
            Aggregation.MIN,
            "smallest",
            Aggregation.MIN,
            "least",
            Aggregation.MIN,
            "youngest",
            Aggregation.MIN,
            "earliest",
            Aggregation.MIN,
            "share of",
            Aggregation.SHARE,
            "proportion of",
            Aggregation.SHARE,
            "percentage of",
            Aggregation.SHARE,
            "share",
            Aggregation.SHARE);

    static final List<String> DIMENSIONS = List.of(
            "for each",
            "for every",
            "for different",
            "of each",
            "in each",
            "of different",
            "according to",
            "in different",
            "broken down by",
            "break down by",
            "breakdown by",
            "by",
            "per",
            "each",
            "across",
            "every",
            "over");

    static final List<String> COLOURS = List.of(
            "group by attribute",
            "grouped by attribute",
            "and group by",
            "group them by",
            "grouped by",
            "group by",
            "group the",
            "colour by",
            "color by",
            "coloured by",
            "colored by",
            "split by",
            "categorized by",
            "categorised by",
            "stacked by",
            "stack by",
            "series by",
            "one line per",
            "one series per");

    static final Map<String, ChartWish> CHARTS = ordered(
            "bar",
            ChartWish.BAR,
            "bars",
            ChartWish.BAR,
            "histogram",
            ChartWish.BAR,
            "column chart",
            ChartWish.BAR,
            "line",
            ChartWish.LINE,
            "lines",
            ChartWish.LINE,
            "area chart",
            ChartWish.AREA,
            "area graph",
            ChartWish.AREA,
            "pie",
            ChartWish.PIE,
            "pies",
            ChartWish.PIE,
            "donut",
            ChartWish.DONUT,
            "doughnut",
            ChartWish.DONUT,
            "scatter",
            ChartWish.SCATTER,
            "scatterplot",
            ChartWish.SCATTER,
            "correlation",
            ChartWish.SCATTER,
            "relationship",
            ChartWish.SCATTER,
            "table",
            ChartWish.TABLE,
            "kpi",
            ChartWish.KPI,
            "kpis",
            ChartWish.KPI,
            "headline number",
            ChartWish.KPI);

    static final Map<String, TimeGrain> GRAINS = ordered(
            "day of the week",
            TimeGrain.WEEKDAY,
            "day of week",
            TimeGrain.WEEKDAY,
            "weekday",
            TimeGrain.WEEKDAY,
            "weekdays",
            TimeGrain.WEEKDAY,
            "month of the year",
            TimeGrain.MONTH_OF_YEAR,
            "month of year",
            TimeGrain.MONTH_OF_YEAR,
            "day of the month",
            TimeGrain.DAY_OF_MONTH,
            "day of month",
            TimeGrain.DAY_OF_MONTH,
            "year",
            TimeGrain.YEAR,
            "years",
            TimeGrain.YEAR,
            "yearly",
            TimeGrain.YEAR,
            "annual",
            TimeGrain.YEAR,
            "annually",
            TimeGrain.YEAR,
            "quarter",
            TimeGrain.QUARTER,
            "quarterly",
            TimeGrain.QUARTER,
            "month",
            TimeGrain.MONTH,
            "months",
            TimeGrain.MONTH,
            "monthly",
            TimeGrain.MONTH,
            "week",
            TimeGrain.WEEK,
            "weekly",
            TimeGrain.WEEK,
            "day",
            TimeGrain.DAY,
            "days",
            TimeGrain.DAY,
            "daily",
            TimeGrain.DAY,
            "date",
            TimeGrain.DAY,
            "hour",
            TimeGrain.HOUR,
            "hourly",
            TimeGrain.HOUR);

    static final List<String> OVER_TIME = List.of(
            "over time", "over the years", "through time", "trend", "trends", "timeline", "time series", "change over");

    static final List<String> DESCENDING = List.of(
            "from high to low",
            "high to low",
            "highest to lowest",
            "largest to smallest",
            "from z to a",
            "z to a",
            "descending",
            "desc",
            "decreasing",
            "descend",
            "reverse");
    static final List<String> ASCENDING = List.of(
            "from low to high",
            "low to high",
            "lowest to highest",
            "smallest to largest",
            "from a to z",
            "a to z",
            "ascending",
            "asc",
            "increasing",
            "ascend",
            "alphabetical",
            "alphabetically");
    static final List<String> SORTS = List.of(
            "order by",
            "ordered by",
            "sort by",
            "sorted by",
            "rank by",
            "ranked by",
            "list by",
            "arrange by",
            "sort",
            "sorted",
            "order",
            "ordered",
            "rank",
            "ranking",
            "arrange");

    private static final Set<String> WORDS = new HashSet<>();

    static {
        for (Iterable<String> phrases : List.of(AGGREGATIONS.keySet(), CHARTS.keySet(), DESCENDING, ASCENDING, SORTS)) {
            phrases.forEach(p -> WORDS.addAll(List.of(p.split(" "))));
        }
        WORDS.addAll(List.of(
                "trend",
                "trends",
                "top",
                "bottom",
                "stacked",
                "grouped",
                "vs",
                "versus",
                "axis",
                "chart",
                "charts",
                "graph",
                "plot",
                "group",
                "groups",
                "percent",
                "percentage",
                "proportion",
                "interval",
                "bin",
                "x",
                "y"));
        WORDS.removeAll(Fillers.ALL);
    }

    private Cues() {}

    /** How many tokens from {@code at} spell {@code phrase} ({@code #} a number), 0 when they do not. */
    static int at(List<Token> tokens, int at, String phrase) {
        String[] words = phrase.split(" ");
        if (at + words.length > tokens.size()) {
            return 0;
        }
        for (int i = 0; i < words.length; i++) {
            Token t = tokens.get(at + i);
            boolean ok = words[i].equals("#") ? t.isNumber() : t.is(words[i]);
            if (!ok) {
                return 0;
            }
        }
        return words.length;
    }

    static boolean isCueWord(Token token) {
        return token.kind() == Token.Kind.WORD && WORDS.contains(token.text());
    }

    static int length(String phrase) {
        return phrase.split(" ").length;
    }

    @SuppressWarnings("unchecked")
    private static <V> Map<String, V> ordered(Object... pairs) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (V) pairs[i + 1]);
        }
        return map;
    }
}
