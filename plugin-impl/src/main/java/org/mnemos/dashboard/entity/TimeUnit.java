package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The bucket a date column is truncated to on a chart's x axis. */
public enum TimeUnit {
    YEAR,
    QUARTER,
    MONTH,
    WEEK,
    DAY;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
