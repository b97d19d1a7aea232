package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;

/** What a viewer filter lets a viewer pick. */
public enum ViewerFilterKind {
    /** Some values of a categorical column. */
    VALUES("values"),
    /** A first and a last day of a date column, both inclusive. */
    DATE_RANGE("dateRange");

    private final String json;

    ViewerFilterKind(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }
}
