package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Either a column that splits a chart into coloured series or one fixed {@code #RRGGBB} colour. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ColourEncoding(String field, String value) {

    public static ColourEncoding byField(String field) {
        return new ColourEncoding(field, null);
    }

    public static ColourEncoding fixed(String colour) {
        return new ColourEncoding(null, colour);
    }
}
