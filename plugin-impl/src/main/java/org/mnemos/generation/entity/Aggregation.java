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
    /**
     * No aggregation was written: raw values, one per row, where nothing groups them ("show name and area",
     * "relationship between"); where a dimension groups them, the chart chooses (a sum for an additive measure).
     */
    NONE
}
