package org.mnemos.generation.control;

import org.mnemos.dashboard.entity.Scale;

/**
 * Values shown scaled ("in billions of US dollars with one decimal").
 *
 * @param field    the column it is about, or {@code null} for every measure
 * @param unit     the sign written before the value ("US$"), or {@code null}
 * @param decimals the places asked, or {@code null} to keep the format's
 */
record ScaleRule(String field, Scale scale, String unit, Integer decimals) {

    boolean covers(String column) {
        return field == null || field.equals(column);
    }
}
