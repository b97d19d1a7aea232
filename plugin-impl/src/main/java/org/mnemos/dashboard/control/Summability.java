package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.SemanticType;

/**
 * Whether a column's values may be summed, averaged or their median taken: not an identifier, key or code, a
 * coordinate, or a year, quarter, month, week or weekday number, whose totals and averages mean nothing. The one
 * owner of that rule: it takes the profiler's semantic type of the column where the profile has one, and reads
 * names and values only for profiles stored before semantic types existed.
 */
public final class Summability {

    private static final Set<String> IDENTIFIER_WORDS =
            Set.of("id", "key", "code", "no", "number", "nr", "zip", "fips");
    private static final Set<String> COORDINATE_WORDS = Set.of(
            "latitude", "longitude", "lat", "lon", "lng", "x", "y", "coordinate", "coordinates", "easting", "northing");
    private static final Set<String> TIME_WORDS = Set.of("year", "yr", "quarter", "month", "week", "weekday");
    // On a handful of rows, distinct amounts are common; uniqueness says "identifier" only on more.
    private static final long MIN_ROWS_FOR_UNIQUENESS = 50;
    private static final int CODE_DIGITS = 5;
    private static final BigDecimal FIRST_YEAR = BigDecimal.valueOf(1800);
    private static final BigDecimal LAST_YEAR = BigDecimal.valueOf(2100);

    private Summability() {}

    /** Why the column may not be summed or averaged, or empty when it may. */
    static Optional<String> refusal(ColumnProfile column, long rowCount) {
        SemanticType semantic = column.semantic();
        return semantic == null ? byNameAndValues(column, rowCount) : bySemanticType(semantic);
    }

    private static Optional<String> bySemanticType(SemanticType semantic) {
        return switch (semantic) {
            case IDENTIFIER, CODE -> Optional.of("an identifier or code");
            case LATITUDE, LONGITUDE, PROJECTED_COORDINATE -> Optional.of("a coordinate");
            case YEAR, QUARTER, MONTH, WEEK, WEEKDAY -> Optional.of("a year, month, week or weekday");
            default -> Optional.empty();
        };
    }

    private static Optional<String> byNameAndValues(ColumnProfile column, long rowCount) {
        List<String> words = ColumnNames.words(column.name());
        String last = words.isEmpty() ? "" : words.get(words.size() - 1);
        if (column.columnType() == ColumnType.IDENTIFIER || IDENTIFIER_WORDS.contains(last)) {
            return Optional.of("an identifier or code");
        }
        if (words.stream().anyMatch(COORDINATE_WORDS::contains)) {
            return Optional.of("a coordinate");
        }
        if (words.stream().anyMatch(TIME_WORDS::contains) || isYears(column)) {
            return Optional.of("a year, month, week or weekday");
        }
        if (fixedWidthCode(column)) {
            return Optional.of("a code (every value has the same many digits)");
        }
        if (column.columnType() == ColumnType.INTEGER
                && rowCount >= MIN_ROWS_FOR_UNIQUENESS
                && column.distinctExact()
                && column.distinct() > 1
                && column.distinct() == rowCount - column.nulls()) {
            return Optional.of("an identifier (every value is different)");
        }
        return Optional.empty();
    }

    // ZIP and FIPS codes, parcel and phone numbers: integers of five or more digits, all of one width.
    private static boolean fixedWidthCode(ColumnProfile column) {
        if (column.columnType() != ColumnType.INTEGER || column.min() == null || column.max() == null) {
            return false;
        }
        String min = column.min().strip();
        String max = column.max().strip();
        return !min.startsWith("-") && min.length() >= CODE_DIGITS && min.length() == max.length();
    }

    /** Whether the column holds integers that all fall between 1800 and 2100: years, not amounts. */
    public static boolean isYears(ColumnProfile column) {
        if (column.columnType() != ColumnType.INTEGER || column.min() == null || column.max() == null) {
            return false;
        }
        try {
            return new BigDecimal(column.min()).compareTo(FIRST_YEAR) >= 0
                    && new BigDecimal(column.max()).compareTo(LAST_YEAR) <= 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
