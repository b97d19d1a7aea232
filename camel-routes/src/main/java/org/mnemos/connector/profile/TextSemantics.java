package org.mnemos.connector.profile;

import static org.mnemos.api.connector.SemanticType.CATEGORY;
import static org.mnemos.api.connector.SemanticType.CODE;
import static org.mnemos.api.connector.SemanticType.CURRENCY;
import static org.mnemos.api.connector.SemanticType.IDENTIFIER;
import static org.mnemos.api.connector.SemanticType.MONTH;
import static org.mnemos.api.connector.SemanticType.NAME;
import static org.mnemos.api.connector.SemanticType.NON_ADDITIVE;
import static org.mnemos.api.connector.SemanticType.PERCENT;
import static org.mnemos.api.connector.SemanticType.QUARTER;
import static org.mnemos.api.connector.SemanticType.TEXT;
import static org.mnemos.api.connector.SemanticType.WEEKDAY;
import static org.mnemos.api.connector.SemanticType.YEAR;

import java.util.Set;
import org.mnemos.api.connector.ColumnType;

/**
 * The semantic type of a column of strings: the shapes of its values first (codes with leading zeros, ZIP and
 * phone shapes, month and weekday names, "12 %", "$1,200"), then its name, then how many distinct values it has.
 */
final class TextSemantics {

    private static final int NAME_LENGTH = 40;

    private TextSemantics() {}

    static Semantic classify(ColumnStats column, NameWords name, ColumnType type) {
        ValueShapes shapes = column.shapes();
        String code = name.any(NumericSemantics.CODE_WORDS);
        if (shapes.zipCodes()) {
            return Semantic.of(CODE, "ZIP-shaped values").named(code);
        }
        if (shapes.phoneNumbers()) {
            return Semantic.of(CODE, "phone-number-shaped values").named(code);
        }
        if (shapes.leadingZeros() && shapes.fixedLength()) {
            return Semantic.of(CODE, "digit strings of " + shapes.length() + " with leading zeros")
                    .named(code);
        }
        if (shapes.monthNames()) {
            return Semantic.of(MONTH, "month names");
        }
        if (shapes.weekdayNames()) {
            return Semantic.of(WEEKDAY, "weekday names");
        }
        if (shapes.quarters()) {
            return Semantic.of(QUARTER, "quarters (Q1-Q4)");
        }
        if (shapes.percents()) {
            return Semantic.of(PERCENT, "values written with %");
        }
        if (shapes.currencies()) {
            String price = name.any(Set.of("price", "prices", "rate", "balance", "avg", "average"));
            return price != null
                    ? Semantic.of(NON_ADDITIVE, "values written with a currency sign")
                            .named(price)
                    : Semantic.of(CURRENCY, "values written with a currency sign");
        }
        if (name.any(Set.of("year", "fy", "season")) != null && shapes.length() <= 9) {
            return Semantic.of(YEAR, "short values").named(name.any(Set.of("year", "fy", "season")));
        }
        return byName(column, name, type, code);
    }

    private static Semantic byName(ColumnStats column, NameWords name, ColumnType type, String code) {
        ValueShapes shapes = column.shapes();
        long distinct = column.distinct().count();
        String key = name.last(NumericSemantics.KEY_WORDS);
        if (code != null && column.averageLength() <= 16) {
            return Semantic.of(CODE, distinct + " distinct values").named(code);
        }
        if (type == ColumnType.IDENTIFIER || (key != null && column.whitespaceShare() < 0.5)) {
            return Semantic.of(IDENTIFIER, distinctOf(column) + " of " + column.present() + " values")
                    .named(key);
        }
        if (shapes.mixedCodes() && distinct > ValueCatalog.EXACT_CAP) {
            return Semantic.of(IDENTIFIER, "letter-and-digit codes, " + distinctOf(column));
        }
        if (shapes.upperCodes() && distinct > 2) {
            return Semantic.of(CODE, "2-3 capital letters, " + distinctOf(column));
        }
        if (type == ColumnType.CATEGORICAL && distinct <= ValueCatalog.EXACT_CAP) {
            return Semantic.of(CATEGORY, distinctOf(column) + " values");
        }
        return column.averageLength() > NAME_LENGTH
                ? Semantic.of(TEXT, "long values, " + Math.round(column.averageLength()) + " characters on average")
                : Semantic.of(NAME, distinctOf(column) + " short values");
    }

    private static String distinctOf(ColumnStats column) {
        return (column.distinct().isExact() ? "" : "~") + column.distinct().count() + " distinct";
    }
}
