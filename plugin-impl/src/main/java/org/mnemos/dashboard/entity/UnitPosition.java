package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Where a format's unit is written: before the number ("US$ 3.2") or after it ("3.2 kg"). */
public enum UnitPosition {
    PREFIX,
    SUFFIX;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
