package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a number is written. {@code percent} expects a fraction (0.25 is 25 %); a column that already
 * holds percentages is a {@code number} with the suffix {@code %}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NumberFormat(FormatType type, int decimals, String currency, String suffix) {

    public static NumberFormat number(int decimals) {
        return new NumberFormat(FormatType.NUMBER, decimals, null, null);
    }

    public NumberFormat withDecimals(int places) {
        return new NumberFormat(type, places, currency, suffix);
    }
}
