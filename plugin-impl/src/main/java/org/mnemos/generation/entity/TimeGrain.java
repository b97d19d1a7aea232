package org.mnemos.generation.entity;

/** The calendar unit a time axis is cut into; truncating units first, then the cyclic parts. */
public enum TimeGrain {
    YEAR,
    QUARTER,
    MONTH,
    WEEK,
    DAY,
    /** Jan..Dec over all years. */
    MONTH_OF_YEAR,
    /** Mon..Sun. */
    WEEKDAY,
    DAY_OF_MONTH,
    HOUR
}
