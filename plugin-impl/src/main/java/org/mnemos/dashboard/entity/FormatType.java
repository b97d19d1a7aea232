package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How a number is written: plain, as a percentage of a fraction, or as money. */
public enum FormatType {
    NUMBER,
    PERCENT,
    CURRENCY;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
