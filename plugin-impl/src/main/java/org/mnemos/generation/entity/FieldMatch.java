package org.mnemos.generation.entity;

import java.util.Objects;

/**
 * A phrase of the request taken to mean a column.
 *
 * @param column     the column's name as the profile spells it
 * @param phrase     the words of the request that named it (empty when chosen by role)
 * @param basis      why
 * @param confidence 0..1; matches below the parser's threshold are never made
 */
public record FieldMatch(String column, String phrase, MatchBasis basis, double confidence) {

    public FieldMatch {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(basis, "basis");
        phrase = phrase == null ? "" : phrase;
    }
}
