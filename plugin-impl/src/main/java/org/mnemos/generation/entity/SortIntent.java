package org.mnemos.generation.entity;

/**
 * The order asked for.
 *
 * @param key        what is sorted on
 * @param descending the direction
 * @param column     for {@link SortKey#FIELD}: the column, else {@code null}
 */
public record SortIntent(SortKey key, boolean descending, String column) {

    /** What a sort is on. */
    public enum SortKey {
        /** The category or time axis. */
        X,
        /** The measure. */
        Y,
        /** Another column. */
        FIELD
    }
}
