package org.mnemos.dashboardexport.control;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.UnitPosition;

/**
 * Writes a value as the page's runtime does ({@code formatValue} of {@code dashboard-runtime.js}, en-US), so an
 * export shows the page's figures: numbers as doubles, rounded half away from zero as {@code Intl.NumberFormat}
 * rounds a double's exact value; a blank for a missing value; other values as their text.
 */
final class ValueFormat {

    private static final Locale LOCALE = Locale.US;

    private ValueFormat() {}

    /** The value written with {@code format} (may be null); {@code percent}: a ratio shown as a percentage. */
    static String format(Object value, org.mnemos.dashboard.entity.NumberFormat format, boolean percent) {
        if (value == null || "".equals(value)) {
            return "";
        }
        if (!(value instanceof Number number)) {
            return String.valueOf(value);
        }
        double plain = number.doubleValue();
        if (!Double.isFinite(plain)) {
            return "";
        }
        if (format == null) {
            return percent ? written(percentStyle(0, 1), plain) : written(numberStyle(0, 3), plain);
        }
        NumberFormat style = format.type() == FormatType.PERCENT || percent
                ? percentStyle(format.decimals(), format.decimals())
                : format.type() == FormatType.CURRENCY
                        ? currencyStyle(format.currency(), format.decimals())
                        : numberStyle(format.decimals(), format.decimals());
        String text = format.scale() == null
                ? written(style, plain)
                : written(style, plain / divisor(format.scale()))
                        + format.scale().suffix();
        if (format.unit() != null) {
            text = format.unitPosition() == UnitPosition.SUFFIX ? text + " " + format.unit() : format.unit() + text;
        }
        return text + (format.suffix() == null ? "" : format.suffix());
    }

    /** The colour of the first band holding a number (min inclusive, max exclusive), or null. */
    static String bandColour(Object value, List<Band> bands) {
        if (!(value instanceof Number number)) {
            return null;
        }
        double plain = number.doubleValue();
        return bands.stream()
                .filter(band ->
                        (band.min() == null || plain >= band.min()) && (band.max() == null || plain < band.max()))
                .map(Band::colour)
                .findFirst()
                .orElse(null);
    }

    /** The bands {@code formatRules.thresholds} set on a column. */
    static List<Band> fieldBands(FormatRules rules, String field) {
        return rules.thresholds().stream()
                .filter(rule -> rule.field().equals(field))
                .map(rule -> new Band(rule.min(), rule.max(), rule.colour()))
                .toList();
    }

    private static double divisor(org.mnemos.dashboard.entity.Scale scale) {
        return Math.pow(1000, scale.ordinal() + 1.0);
    }

    // The exact binary value, as Intl rounds it: 2.675 is 2.67499… and gives 2.67.
    private static String written(NumberFormat style, double value) {
        return style.format(new BigDecimal(value));
    }

    private static NumberFormat numberStyle(int min, int max) {
        return digits(NumberFormat.getNumberInstance(LOCALE), min, max);
    }

    private static NumberFormat percentStyle(int min, int max) {
        return digits(NumberFormat.getPercentInstance(LOCALE), min, max);
    }

    private static NumberFormat currencyStyle(String code, int decimals) {
        NumberFormat style = NumberFormat.getCurrencyInstance(LOCALE);
        style.setCurrency(Currency.getInstance(code == null ? "USD" : code));
        return digits(style, decimals, decimals);
    }

    private static NumberFormat digits(NumberFormat style, int min, int max) {
        style.setMinimumFractionDigits(min);
        style.setMaximumFractionDigits(max);
        style.setRoundingMode(RoundingMode.HALF_UP);
        return style;
    }
}
