package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a derived field is computed from a row; a ratio of aggregates is {@code per}, not a derived field. */
public enum DerivedKind {
    DATE_DIFF("dateDiff");

    private final String json;

    DerivedKind(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }
}
