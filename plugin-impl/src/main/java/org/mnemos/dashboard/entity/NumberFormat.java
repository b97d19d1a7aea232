package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a number is written. {@code percent} expects a fraction (0.25 is 25 %); a column that already
 * holds percentages is a {@code number} with the suffix {@code %}. From spec version 2 a number may be
 * scaled (3.2 bn) and carry a unit before or after it ("US$").
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NumberFormat(
        FormatType type,
        int decimals,
        String currency,
        String suffix,
        Scale scale,
        String unit,
        UnitPosition unitPosition) {

    /** A version-1 format. */
    public NumberFormat(FormatType type, int decimals, String currency, String suffix) {
        this(type, decimals, currency, suffix, null, null, null);
    }

    public static NumberFormat number(int decimals) {
        return new NumberFormat(FormatType.NUMBER, decimals, null, null);
    }

    public NumberFormat withDecimals(int places) {
        return new NumberFormat(type, places, currency, suffix, scale, unit, unitPosition);
    }
}
