package org.mnemos.generation.control;

import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.dashboard.entity.Aggregate;

/**
 * A numeric column worth showing, how to aggregate it and what its values are.
 *
 * @param unit what one value is: money, a fraction (0.25 = 25 %), percentage points (25 = 25 %) or a plain number
 */
record Measure(ColumnProfile column, Aggregate aggregate, Unit unit) {

    enum Unit {
        MONEY,
        FRACTION,
        PERCENTAGE_POINTS,
        PLAIN
    }

    String field() {
        return column.name();
    }

    /** "Total Sales", "Average Discount". */
    String title() {
        return Labels.fit((aggregate == Aggregate.AVG ? "Average " : "Total ") + column.name(), Labels.KPI_TITLE);
    }
}
