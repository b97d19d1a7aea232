package org.mnemos.dashboard.control;

import java.util.EnumSet;
import java.util.Set;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.dashboard.entity.Aggregate;

/** What a spec does with a column, and the column types that allow it. */
enum FieldUse {
    NUMBERS("needs a numeric column", EnumSet.of(ColumnType.INTEGER, ColumnType.DECIMAL)),
    // Plotting values as they are suits a numeric identifier too (nothing is added up).
    RAW("needs a numeric column", EnumSet.of(ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.IDENTIFIER)),
    ORDERED(
            "needs a numeric or date column",
            EnumSet.of(ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.DATETIME)),
    DATES("needs a date column", EnumSet.of(ColumnType.DATE, ColumnType.DATETIME)),
    // A viewer picks among a column's values: decimals and dates have ranges, not values to pick.
    VALUES(
            "needs a column of values to pick from (a decimal or date column is not one)",
            EnumSet.of(
                    ColumnType.CATEGORICAL,
                    ColumnType.BOOLEAN,
                    ColumnType.INTEGER,
                    ColumnType.TEXT,
                    ColumnType.IDENTIFIER)),
    ANY("", EnumSet.allOf(ColumnType.class));

    private final String need;
    private final Set<ColumnType> types;

    FieldUse(String need, Set<ColumnType> types) {
        this.need = need;
        this.types = types;
    }

    static FieldUse of(Aggregate aggregate) {
        return switch (aggregate) {
            case SUM, AVG, MEDIAN -> NUMBERS;
            case NONE -> RAW;
            case MIN, MAX -> ORDERED;
            case COUNT, DISTINCT -> ANY;
        };
    }

    /** Whether the aggregate adds or averages values: what identifiers, coordinates and years never get. */
    static boolean totals(Aggregate aggregate) {
        return aggregate == Aggregate.SUM || aggregate == Aggregate.AVG || aggregate == Aggregate.MEDIAN;
    }

    boolean allows(ColumnType type) {
        return types.contains(type);
    }

    String need() {
        return need;
    }
}
