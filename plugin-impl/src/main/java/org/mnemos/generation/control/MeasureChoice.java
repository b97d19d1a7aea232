package org.mnemos.generation.control;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.control.Summability;
import org.mnemos.dashboard.entity.Aggregate;

/**
 * Which numeric columns are measures, most telling first. Numbers that name or date a record (ids,
 * postal codes, phone extensions, years) and 0/1 flags are not measures; a column whose name says what
 * business users total (sales, profit, quantity, …) ranks by that word, other decimals after them.
 * Small integer ranges without such a word (ship-via codes, levels) are codes, not measures.
 */
final class MeasureChoice {

    /** Rank order: the earlier the word, the more likely the column is the headline number. */
    private static final List<String> KEYWORDS = List.of(
            "sales",
            "revenue",
            "turnover",
            "amount",
            "value",
            "income",
            "profit",
            "margin",
            "quantity",
            "qty",
            "units",
            "shipped",
            "volume",
            "charges",
            "cost",
            "costs",
            "spend",
            "freight",
            "insurance",
            "price",
            "discount",
            "target",
            "attainment",
            "score",
            "rate",
            "tenure",
            "weight");

    private static final Set<String> NOT_MEASURES = Set.of(
            "id",
            "key",
            "code",
            "zip",
            "postal",
            "postcode",
            "phone",
            "fax",
            "extension",
            "ext",
            "year",
            "month",
            "week",
            "day",
            "hour",
            "lat",
            "latitude",
            "lon",
            "lng",
            "longitude",
            "number",
            "no",
            "nr",
            "index",
            "rank",
            "ranking",
            "version",
            "seq");
    private static final Set<String> AVERAGED = Set.of(
            "price",
            "discount",
            "rate",
            "ratio",
            "percent",
            "percentage",
            "pct",
            "share",
            "score",
            "tenure",
            "age",
            "attainment",
            "average",
            "avg",
            "mean",
            "level");
    private static final Set<String> MONEY = Set.of(
            "sales",
            "revenue",
            "turnover",
            "amount",
            "value",
            "income",
            "profit",
            "charges",
            "cost",
            "costs",
            "spend",
            "freight",
            "insurance",
            "price",
            "usd",
            "eur",
            "gbp");
    private static final Set<String> PERCENT =
            Set.of("discount", "rate", "ratio", "percent", "percentage", "pct", "share", "attainment");
    private static final Set<String> COORDINATES = Set.of("coordinate", "easting", "northing");
    private static final int MAX_CODE_DISTINCT = 12;

    private MeasureChoice() {}

    static List<Measure> rank(DataProfile profile) {
        return profile.columns().stream()
                .filter(MeasureChoice::isMeasure)
                .sorted(Comparator.comparingInt(MeasureChoice::keywordRank))
                .map(MeasureChoice::measure)
                .toList();
    }

    /** Whether a numeric column holds fractions that read as percentages (a discount of 0.2). */
    static boolean holdsFractions(ColumnProfile column) {
        return column.max() != null
                && Double.parseDouble(column.max()) <= 1.0
                && column.min() != null
                && Double.parseDouble(column.min()) >= -1.0;
    }

    private static boolean isMeasure(ColumnProfile column) {
        return column.distinct() > 2 && semantic(column).averageable();
    }

    /**
     * What the column means: the profile's semantic type, or for a profile made before semantic types, the
     * reading of its type and name these rules made before (numbers that name or date a record are codes
     * and years, small integer ranges without a measure word are codes).
     */
    static SemanticType semantic(ColumnProfile column) {
        if (column.semantic() != null) {
            return column.semantic();
        }
        List<String> words = ColumnNames.words(column.name());
        return switch (column.columnType()) {
            case DATE -> SemanticType.DATE;
            case DATETIME -> SemanticType.DATETIME;
            case IDENTIFIER -> SemanticType.IDENTIFIER;
            case BOOLEAN -> SemanticType.BOOLEAN;
            case CATEGORICAL -> SemanticType.CATEGORY;
            case TEXT -> SemanticType.TEXT;
            case INTEGER, DECIMAL -> numericSemantic(column, words);
        };
    }

    private static SemanticType numericSemantic(ColumnProfile column, List<String> words) {
        if (words.contains("year") || Summability.isYears(column)) {
            return SemanticType.YEAR;
        }
        if (words.stream().anyMatch(COORDINATES::contains)) {
            return SemanticType.PROJECTED_COORDINATE;
        }
        if (words.stream().anyMatch(NOT_MEASURES::contains)
                || column.distinct() <= 2
                || keywordRank(column) == KEYWORDS.size()
                        && column.columnType() == ColumnType.INTEGER
                        && column.distinct() <= MAX_CODE_DISTINCT) {
            return SemanticType.CODE;
        }
        return words.stream().anyMatch(AVERAGED::contains) ? SemanticType.NON_ADDITIVE : SemanticType.ADDITIVE;
    }

    private static int keywordRank(ColumnProfile column) {
        List<String> words = ColumnNames.words(column.name());
        for (int i = 0; i < KEYWORDS.size(); i++) {
            if (words.contains(KEYWORDS.get(i))) {
                return i;
            }
        }
        return KEYWORDS.size();
    }

    private static Measure measure(ColumnProfile column) {
        return measureOf(column, semantic(column).summable() ? Aggregate.SUM : Aggregate.AVG);
    }

    /** The column as a measure aggregated so, with the unit its name and values say. */
    static Measure measureOf(ColumnProfile column, Aggregate aggregate) {
        return new Measure(column, aggregate, unit(column, ColumnNames.words(column.name())));
    }

    private static Measure.Unit unit(ColumnProfile column, List<String> words) {
        if (words.stream().anyMatch(PERCENT::contains)) {
            return holdsFractions(column) ? Measure.Unit.FRACTION : Measure.Unit.PERCENTAGE_POINTS;
        }
        return words.stream().anyMatch(MONEY::contains) ? Measure.Unit.MONEY : Measure.Unit.PLAIN;
    }
}
