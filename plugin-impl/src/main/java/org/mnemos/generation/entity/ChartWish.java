package org.mnemos.generation.entity;

/** The kind of chart the request names. */
public enum ChartWish {
    BAR,
    LINE,
    AREA,
    PIE,
    DONUT,
    SCATTER,
    TABLE,
    KPI
}
