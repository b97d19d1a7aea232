package org.mnemos.benchmarks.generation;

import java.math.BigDecimal;

/** One point of a chart: its x label, its series (null without one) and its y value (null when there is none). */
record Point(String x, String colour, Double y) {

    /** A cell as a label: numbers without trailing zeros ({@code 2}, {@code 2.0} and {@code "2"} are one label). */
    static String label(Object value) {
        if (value == null) {
            return null;
        }
        String text = value.toString().strip();
        try {
            BigDecimal number = new BigDecimal(text).stripTrailingZeros();
            return number.scale() < 0 ? number.setScale(0).toPlainString() : number.toPlainString();
        } catch (NumberFormatException e) {
            return text;
        }
    }

    static Double number(Object value) {
        if (value == null) {
            return null;
        }
        try {
            return Double.valueOf(value.toString().strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
