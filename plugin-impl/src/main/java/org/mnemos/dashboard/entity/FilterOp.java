package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a filter tests a row's value. */
public enum FilterOp {
    EQUALS("equals"),
    IN("in"),
    NOT_IN("notIn"),
    RANGE("range"),
    RELATIVE("relative"),
    NOT_NULL("notNull"),
    /** Text holding one of the values, case-insensitive ("the letters D or S in their first name"). */
    CONTAINS("contains");

    private final String json;

    FilterOp(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }
}
