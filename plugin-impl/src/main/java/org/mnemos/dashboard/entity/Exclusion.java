package org.mnemos.dashboard.entity;

import java.util.List;

/** Rows left out of every item because their {@code field} is one of {@code values} (a "World" or "Total" row). */
public record Exclusion(String field, List<String> values, String reason) {

    public Exclusion {
        values = List.copyOf(values);
    }
}
