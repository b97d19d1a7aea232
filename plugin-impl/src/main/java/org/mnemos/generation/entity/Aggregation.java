package org.mnemos.generation.entity;

/** How a measure is aggregated, as the request words it. */
public enum Aggregation {
    /** Rows counted ("number of", "how many", "volume"). */
    COUNT,
    /** Distinct values counted ("number of different"). */
    DISTINCT,
    SUM,
    AVG,
    MEDIAN,
    MIN,
    MAX,
    /** Each group's part of the whole ("share", "proportion", "percentage of"). */
    SHARE,
    /** Raw values, one per row ("show name and area", "relationship between"). */
    NONE
}
