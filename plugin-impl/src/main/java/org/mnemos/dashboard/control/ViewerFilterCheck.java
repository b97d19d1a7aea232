package org.mnemos.dashboard.control;

import static org.mnemos.dashboard.control.SpecReferences.each;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.Set;

/**
 * The viewer filters of a schema-valid spec against the profile: each on a column (derived numbers are not
 * picked from), one filter per column, {@code values} on a column of values to pick from, {@code dateRange} on
 * a date column with a default of at most a first and a last ISO day in that order.
 */
final class ViewerFilterCheck {

    private ViewerFilterCheck() {}

    static void check(JsonNode spec, ColumnUses uses) {
        Set<String> fields = new HashSet<>();
        each(spec, "/viewerFilters", (filter, at) -> {
            String field = filter.get("field").asText();
            if (!fields.add(field)) {
                uses.add(at + "/field", "'" + field + "' already has a viewer filter");
            }
            boolean range = filter.get("kind").asText().equals("dateRange");
            uses.field(filter, at, range ? FieldUse.DATES : FieldUse.VALUES);
            if (range) {
                dateRange(filter.path("default"), at + "/default", uses);
            }
        });
    }

    private static void dateRange(JsonNode initial, String at, ColumnUses uses) {
        if (initial.size() > 2) {
            uses.add(at, "a date range's default is [first day, last day]");
            return;
        }
        LocalDate[] days = new LocalDate[initial.size()];
        for (int i = 0; i < days.length; i++) {
            days[i] = day(initial.get(i).asText());
            if (days[i] == null && !initial.get(i).asText().isEmpty()) {
                uses.add(at + "/" + i, "'" + initial.get(i).asText() + "' is not an ISO date (2024-01-31)");
            }
        }
        if (days.length == 2 && days[0] != null && days[1] != null && days[0].isAfter(days[1])) {
            uses.add(at + "/1", "the last day is before the first");
        }
    }

    /** An ISO day, or null when the text is not one. */
    static LocalDate day(String text) {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
