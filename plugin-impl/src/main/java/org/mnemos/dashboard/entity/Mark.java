package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a chart draws its data points (ARC: a pie slice per x value). */
public enum Mark {
    BAR,
    LINE,
    AREA,
    POINT,
    ARC;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
