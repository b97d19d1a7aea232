package org.mnemos.generation.control;

import org.mnemos.generation.entity.FieldMatch;
import org.mnemos.generation.entity.MatchBasis;

/**
 * Tokens {@code [start, end)} of a clause that name a column, or one of its catalog values.
 *
 * @param value the catalog value as the profile spells it, {@code null} when the column itself was named
 */
record Mention(String column, int start, int end, MatchBasis basis, double confidence, String value, String phrase) {

    boolean isValue() {
        return value != null;
    }

    FieldMatch match() {
        return new FieldMatch(column, phrase, basis, confidence);
    }
}
