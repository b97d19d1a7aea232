package org.mnemos.connector.profile;

import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.SemanticType;

/**
 * Decides what a column means once all rows are seen, from the same streaming state as its type: numbers go to
 * {@link NumericSemantics}, strings to {@link TextSemantics}; flags and dates are what their type says.
 */
final class SemanticClassifier {

    private SemanticClassifier() {}

    static Semantic classify(ColumnStats column, ColumnType type) {
        if (column.present() == 0) {
            return Semantic.of(SemanticType.TEXT, "no values");
        }
        NameWords name = NameWords.of(column.name());
        return switch (type) {
            case BOOLEAN -> Semantic.of(SemanticType.BOOLEAN, "two values");
            case DATE -> Semantic.of(SemanticType.DATE, "dates");
            case DATETIME -> Semantic.of(SemanticType.DATETIME, "dates with times");
            case INTEGER, DECIMAL -> NumericSemantics.classify(column, name, false);
            case IDENTIFIER ->
                column.types().isInteger()
                        ? NumericSemantics.classify(column, name, true)
                        : TextSemantics.classify(column, name, type);
            case CATEGORICAL, TEXT -> TextSemantics.classify(column, name, type);
        };
    }
}
