package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonValue;

/** The order of a chart's x values: by themselves, or by their y value as Vega-Lite writes it. */
public enum AxisSort {
    ASCENDING("ascending"),
    DESCENDING("descending"),
    BY_Y("y"),
    BY_Y_DESCENDING("-y");

    private final String json;

    AxisSort(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }
}
