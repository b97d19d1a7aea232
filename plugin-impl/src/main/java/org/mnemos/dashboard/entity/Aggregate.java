package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * How a column's values are combined: SUM, AVG and MEDIAN need numbers, MIN and MAX numbers or dates; NONE (spec
 * version 2, charts only) plots each row's value as it is.
 */
public enum Aggregate {
    SUM,
    AVG,
    MIN,
    MAX,
    COUNT,
    DISTINCT,
    MEDIAN,
    NONE;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
