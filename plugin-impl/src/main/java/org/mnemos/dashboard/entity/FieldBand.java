package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A colour band of one numeric column, wherever its values are shown: the schema keeps it flat. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FieldBand(String field, Double min, Double max, String colour) {

    public Band band() {
        return new Band(min, max, colour);
    }
}
