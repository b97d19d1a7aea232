package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** A number written in thousands, millions, billions or trillions, with its suffix. */
public enum Scale {
    THOUSANDS("K"),
    MILLIONS("M"),
    BILLIONS("bn"),
    TRILLIONS("tn");

    private final String suffix;

    Scale(String suffix) {
        this.suffix = suffix;
    }

    public String suffix() {
        return suffix;
    }

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
