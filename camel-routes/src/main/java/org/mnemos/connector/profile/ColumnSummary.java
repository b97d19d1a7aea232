package org.mnemos.connector.profile;

import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;

/** Turns a column's streaming state into its public profile, reporting only what fits its type. */
final class ColumnSummary {

    private ColumnSummary() {}

    static ColumnProfile of(ColumnStats column) {
        ColumnType type = ColumnClassifier.classify(column);
        return switch (type) {
            case INTEGER, DECIMAL -> numeric(column, type);
            case DATE, DATETIME -> dated(column, type);
            case CATEGORICAL, BOOLEAN -> catalogued(column, type);
            case IDENTIFIER ->
                column.types().isInteger()
                        ? base(
                                column,
                                type,
                                column.numbers().min(),
                                column.numbers().max())
                        : base(column, type, null, null);
            case TEXT -> base(column, type, null, null);
        };
    }

    private static ColumnProfile numeric(ColumnStats column, ColumnType type) {
        NumericMoments numbers = column.numbers();
        return new ColumnProfile(
                column.name(),
                type.json(),
                column.nulls(),
                column.distinct().count(),
                column.distinct().isExact(),
                numbers.min(),
                numbers.max(),
                numbers.mean(),
                numbers.std(),
                numbers.quartiles(),
                List.of(),
                false,
                null);
    }

    private static ColumnProfile dated(ColumnStats column, ColumnType type) {
        int pattern = DatePatterns.first(column.types().datePatterns());
        return new ColumnProfile(
                column.name(),
                type.json(),
                column.nulls(),
                column.distinct().count(),
                column.distinct().isExact(),
                column.dates().min(pattern),
                column.dates().max(pattern),
                null,
                null,
                null,
                List.of(),
                false,
                DatePatterns.ALL.get(pattern).pattern());
    }

    private static ColumnProfile catalogued(ColumnStats column, ColumnType type) {
        ValueCatalog catalog = column.catalog();
        return new ColumnProfile(
                column.name(),
                type.json(),
                column.nulls(),
                column.distinct().count(),
                column.distinct().isExact(),
                null,
                null,
                null,
                null,
                null,
                catalog.values(),
                catalog.isComplete(),
                null);
    }

    private static ColumnProfile base(ColumnStats column, ColumnType type, String min, String max) {
        return new ColumnProfile(
                column.name(),
                type.json(),
                column.nulls(),
                column.distinct().count(),
                column.distinct().isExact(),
                min,
                max,
                null,
                null,
                null,
                List.of(),
                false,
                null);
    }
}
