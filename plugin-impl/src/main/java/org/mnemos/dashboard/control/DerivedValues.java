package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.function.Function;
import org.mnemos.dashboard.entity.DerivedField;

/**
 * A derived field's value in a row: {@code to − from} in the field's unit, as a decimal (2.5 days), or null when
 * either date is absent or unreadable. Typed dates are ISO text; a date without a time is its midnight.
 */
final class DerivedValues {

    private static final BigDecimal SECONDS_PER_MINUTE = BigDecimal.valueOf(60);

    private DerivedValues() {}

    static Object value(DerivedField field, Function<String, Object> row) {
        LocalDateTime from = moment(row.apply(field.from()));
        LocalDateTime to = moment(row.apply(field.to()));
        if (from == null || to == null) {
            return null;
        }
        BigDecimal seconds = BigDecimal.valueOf(Duration.between(from, to).getSeconds());
        return seconds.divide(
                SECONDS_PER_MINUTE.multiply(BigDecimal.valueOf(field.unit().minutes())), MathContext.DECIMAL64);
    }

    private static LocalDateTime moment(Object value) {
        if (!(value instanceof String text) || text.length() < 10) {
            return null;
        }
        try {
            return text.length() == 10 ? LocalDateTime.parse(text + "T00:00") : LocalDateTime.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
