package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.math.MathContext;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Ratio;

/**
 * The value a KPI card or a chart group shows: one aggregate of its field, or with a ratio ({@code per}) that
 * aggregate divided by the denominator's aggregate of its own field (margin = sum(Profit) / sum(Sales)); null
 * when the denominator is absent or zero.
 */
final class Measure {

    private final Aggregation value;
    private final Aggregation denominator;

    private Measure(Aggregation value, Aggregation denominator) {
        this.value = value;
        this.denominator = denominator;
    }

    static Measure ofKpi(Aggregate aggregate, Ratio per) {
        return new Measure(Aggregation.ofKpi(aggregate), per == null ? null : Aggregation.ofKpi(per.aggregate()));
    }

    static Measure ofGroup(Aggregate aggregate, Ratio per) {
        return new Measure(Aggregation.ofGroup(aggregate), per == null ? null : Aggregation.ofGroup(per.aggregate()));
    }

    /** @param perValue the row's value of the denominator's field (ignored without a ratio) */
    void add(Object fieldValue, Object perValue) {
        value.add(fieldValue);
        if (denominator != null) {
            denominator.add(perValue);
        }
    }

    /** Takes in another measure of the same spec, as if its rows had come here ("Others"). */
    void absorb(Measure other) {
        value.absorb(other.value);
        if (denominator != null) {
            denominator.absorb(other.denominator);
        }
    }

    Object result() {
        Object result = value.result();
        if (denominator == null) {
            return result;
        }
        return result instanceof BigDecimal top
                        && denominator.result() instanceof BigDecimal bottom
                        && bottom.signum() != 0
                ? top.divide(bottom, MathContext.DECIMAL64)
                : null;
    }

    boolean approximate() {
        return value.approximate() || (denominator != null && denominator.approximate());
    }

    int retained() {
        return value.retained() + (denominator == null ? 0 : denominator.retained());
    }
}
