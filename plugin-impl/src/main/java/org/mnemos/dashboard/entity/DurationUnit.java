package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The unit a date difference is expressed in, with its length in minutes. */
public enum DurationUnit {
    MINUTES(1),
    HOURS(60),
    DAYS(24 * 60),
    WEEKS(7 * 24 * 60);

    private final int minutes;

    DurationUnit(int minutes) {
        this.minutes = minutes;
    }

    public int minutes() {
        return minutes;
    }

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
