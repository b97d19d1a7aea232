package org.mnemos.connector.profile;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import org.mnemos.api.connector.ColumnType;

/**
 * Decides a column's type once all rows are seen: first what every value fits (number,
 * boolean, date), then for strings and integers whether they name records (identifiers),
 * repeat from a small set (categorical), or are free text.
 */
final class ColumnClassifier {

    private static final Set<String> ID_WORDS =
            Set.of("id", "ids", "code", "key", "uuid", "guid", "sku", "no", "nr", "number", "num");
    private static final int SMALL_CATALOG = ValueCatalog.EXACT_CAP;
    private static final double TEXT_LENGTH = 40;
    private static final double TEXT_UNIQUENESS = 0.5;

    private ColumnClassifier() {}

    static ColumnType classify(ColumnStats column) {
        TypeTally types = column.types();
        if (column.present() == 0) {
            return ColumnType.TEXT;
        }
        if (types.isInteger()) {
            return namedLikeId(column.name()) && (isUnique(column) || distinct(column) > SMALL_CATALOG)
                    ? ColumnType.IDENTIFIER
                    : ColumnType.INTEGER;
        }
        if (types.isDecimal()) {
            return ColumnType.DECIMAL;
        }
        if (types.isBoolean()) {
            return ColumnType.BOOLEAN;
        }
        if (types.datePatterns() != 0) {
            return DatePatterns.ALL
                            .get(DatePatterns.first(types.datePatterns()))
                            .withTime()
                    ? ColumnType.DATETIME
                    : ColumnType.DATE;
        }
        return classifyString(column);
    }

    private static ColumnType classifyString(ColumnStats column) {
        boolean shortValues = column.averageLength() <= TEXT_LENGTH;
        if (namedLikeId(column.name()) && distinct(column) > SMALL_CATALOG) {
            return ColumnType.IDENTIFIER;
        }
        if (isUnique(column) && column.present() > SMALL_CATALOG && shortValues && column.whitespaceShare() < 0.1) {
            return ColumnType.IDENTIFIER;
        }
        if (distinct(column) <= SMALL_CATALOG) {
            return ColumnType.CATEGORICAL;
        }
        boolean mostlyUnique = (double) distinct(column) / column.present() > TEXT_UNIQUENESS;
        return shortValues && !mostlyUnique ? ColumnType.CATEGORICAL : ColumnType.TEXT;
    }

    /** "Row ID", "customerID", "Postal Code", "PQ #": words that say the value names something. */
    static boolean namedLikeId(String name) {
        if (name.contains("#")) {
            return true;
        }
        String words = name.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        return Arrays.stream(words.split("[^a-z0-9]+")).anyMatch(ID_WORDS::contains);
    }

    private static boolean isUnique(ColumnStats column) {
        long distinct = distinct(column);
        // Beyond the exact cap the count is an estimate: allow its error margin.
        return column.distinct().isExact() ? distinct == column.present() : distinct >= 0.97 * column.present();
    }

    private static long distinct(ColumnStats column) {
        return column.distinct().count();
    }
}
