package org.mnemos.notify.control;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Optional;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.notify.entity.AlertRule;
import org.mnemos.notify.entity.AlertState;

/**
 * Whether an alert's condition holds for a KPI's value: a pure rule, so a refresh decides it without any call.
 * A KPI without a numeric value decides nothing (the state stays as it was); a change needs a value from the
 * refresh before, and a change from 0 to anything else counts as more than any percentage.
 */
public final class ThresholdCheck {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private ThresholdCheck() {}

    /** The state the value puts the alert in, or empty when the value decides nothing. */
    public static Optional<AlertState> state(AlertRule rule, BigDecimal value, BigDecimal previous, List<Band> bands) {
        if (value == null) {
            return Optional.empty();
        }
        boolean firing = switch (rule.condition()) {
            case ABOVE -> value.compareTo(rule.threshold()) > 0;
            case BELOW -> value.compareTo(rule.threshold()) < 0;
            case CHANGE_PERCENT -> changed(value, previous, rule.threshold());
            case SPEC_BAND ->
                bands.stream()
                        .filter(band -> band.colour() != null && band.colour().equalsIgnoreCase(rule.colour()))
                        .anyMatch(band -> inside(value, band));
        };
        return Optional.of(firing ? AlertState.FIRING : AlertState.RESOLVED);
    }

    private static boolean changed(BigDecimal value, BigDecimal previous, BigDecimal percent) {
        if (previous == null) {
            return false;
        }
        if (previous.signum() == 0) {
            return value.signum() != 0;
        }
        BigDecimal change =
                value.subtract(previous).abs().multiply(HUNDRED).divide(previous.abs(), MathContext.DECIMAL64);
        return change.compareTo(percent) > 0;
    }

    /** {@code min} inclusive, {@code max} exclusive, as the spec's bands are drawn. */
    private static boolean inside(BigDecimal value, Band band) {
        double number = value.doubleValue();
        return (band.min() == null || number >= band.min()) && (band.max() == null || number < band.max());
    }
}
