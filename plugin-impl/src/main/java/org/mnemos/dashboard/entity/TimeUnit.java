package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The bucket a date column is truncated to on a chart's x axis (year to day), or the part of the date it is
 * grouped by whatever the year (monthOfYear "Jan", weekday "Mon", dayOfMonth, hour; spec version 2).
 */
public enum TimeUnit {
    YEAR("year"),
    QUARTER("quarter"),
    MONTH("month"),
    WEEK("week"),
    DAY("day"),
    MONTH_OF_YEAR("monthOfYear"),
    WEEKDAY("weekday"),
    DAY_OF_MONTH("dayOfMonth"),
    HOUR("hour");

    private final String json;

    TimeUnit(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }
}
