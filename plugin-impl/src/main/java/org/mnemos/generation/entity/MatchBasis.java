package org.mnemos.generation.entity;

/** Why a phrase was taken to mean a column. */
public enum MatchBasis {
    /** The phrase holds the words of the column's name (stems, case, underscores and camelCase aside). */
    NAME,
    /** The phrase holds a synonym of a word of the name (revenue for sales, number for count). */
    SYNONYM,
    /** The phrase is a value of the column's catalog. */
    VALUE,
    /** The offline embedding model finds the phrase close to the column's name. */
    EMBEDDING,
    /** The phrase names a quantity and the table has exactly one measure column. */
    ONLY_MEASURE,
    /** The column was chosen by its kind, not by a word: the date for "over time". */
    ROLE
}
