package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A number the profile tells about the data (a column's mean, a sample cell, the row count) and
 * the forms a program would copy it in: as is, or rounded to an integer, one or two decimals. Signs
 * are ignored so that {@code -6599.98} and {@code 6599.98} both match a minimum of −6599.978.
 *
 * @param kind  {@code STATISTIC} or {@code SAMPLE_VALUE}
 * @param label what the number is, e.g. "the mean of column Sales"
 */
record Statistic(Finding.Kind kind, String label, BigDecimal value) {

    private static final int MOST_DECIMALS = 2;

    boolean matches(BigDecimal literal) {
        BigDecimal wanted = literal.abs();
        BigDecimal exact = value.abs();
        if (exact.compareTo(wanted) == 0) {
            return true;
        }
        for (int decimals = 0; decimals <= MOST_DECIMALS; decimals++) {
            if (exact.setScale(decimals, RoundingMode.HALF_UP).compareTo(wanted) == 0) {
                return true;
            }
        }
        return false;
    }
}
