package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a bar or area chart with a colour field places its series: on top of each other, side by side, or to 100 %. */
public enum Stack {
    STACKED,
    GROUPED,
    NORMALIZED;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
