package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The unit of a relative date filter: the last n of them up to the latest date in the data. */
public enum PeriodUnit {
    DAY,
    WEEK,
    MONTH,
    QUARTER,
    YEAR;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
