package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a column's values are combined: SUM and AVG need numbers, MIN and MAX numbers or dates. */
public enum Aggregate {
    SUM,
    AVG,
    MIN,
    MAX,
    COUNT,
    DISTINCT;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
