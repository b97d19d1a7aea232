package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Smallest or largest first. */
public enum SortOrder {
    ASCENDING,
    DESCENDING;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
