package org.mnemos.dashboardexport.control;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mnemos.dashboard.entity.Chart;

/**
 * How a chart's points read in a picture: the x label of a time bucket as the page's axis writes it (a year,
 * {@code 2014 Q1}, {@code Jan 2014}, a day), other x values as their text, a blank as {@code (blank)}; a series
 * per colour value, or the y title when the chart has one series.
 */
final class PointLabels {

    static final String BLANK = "(blank)";
    private static final DateTimeFormatter MONTH = DateTimeFormatter.ofPattern("MMM yyyy", Locale.US);

    private PointLabels() {}

    static String x(Chart chart, Object x) {
        if (x == null) {
            return BLANK;
        }
        if (x instanceof BigDecimal number) {
            return number.toPlainString();
        }
        String text = String.valueOf(x);
        if (chart.x().timeUnit() == null) {
            return text;
        }
        try {
            LocalDate day = LocalDate.parse(text.length() > 10 ? text.substring(0, 10) : text);
            return switch (chart.x().timeUnit()) {
                case YEAR -> String.valueOf(day.getYear());
                case QUARTER -> day.getYear() + " Q" + ((day.getMonthValue() - 1) / 3 + 1);
                case MONTH -> MONTH.format(day);
                default -> day.toString();
            };
        } catch (DateTimeParseException e) {
            return text; // a date part or a year column: already its label
        }
    }

    static String series(Chart chart, Map<String, Object> point) {
        if (chart.colour() == null || chart.colour().field() == null) {
            return yTitle(chart);
        }
        Object colour = point.get("colour");
        return colour == null ? BLANK : String.valueOf(colour);
    }

    /** The y axis title, as the page's: the field, over the {@code per} field of a ratio. */
    static String yTitle(Chart chart) {
        return chart.y().field()
                + (chart.y().per() == null ? "" : " / " + chart.y().per().field());
    }

    static Number number(Object value) {
        return value instanceof Number number ? number.doubleValue() : null;
    }

    static boolean numericX(List<Map<String, Object>> points) {
        return !points.isEmpty() && points.stream().allMatch(point -> point.get("x") instanceof Number);
    }
}
