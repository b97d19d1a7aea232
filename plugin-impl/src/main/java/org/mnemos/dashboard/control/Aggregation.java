package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.math.MathContext;
import org.mnemos.dashboard.entity.Aggregate;

/**
 * One aggregate of one column, fed a value at a time: what a KPI card or a chart group shows. Sums and
 * averages take numbers only, exactly; min and max any present values (numbers, or dates as ISO text); count
 * the present values; distinct the different present values. Its state is a few fields, or the distinct
 * counter's bounded set.
 */
final class Aggregation {

    private final Aggregate aggregate;
    private final DistinctValues distinct;
    private BigDecimal total = BigDecimal.ZERO;
    private long counted;
    private Object extreme;

    private Aggregation(Aggregate aggregate, DistinctValues distinct) {
        this.aggregate = aggregate;
        this.distinct = distinct;
    }

    /** log2 of the distinct values a KPI counts exactly (131,072; beyond, about 0.3% error, at most 2 MB). */
    static final int KPI_EXACT_DISTINCT = 17;
    /** log2 of those a chart group counts exactly (512; beyond, about 4.4% error, at most 8 KB a group). */
    static final int GROUP_EXACT_DISTINCT = 9;

    /** A KPI's aggregate. */
    static Aggregation ofKpi(Aggregate aggregate) {
        return of(aggregate, KPI_EXACT_DISTINCT);
    }

    /** A chart group's aggregate: thousands of groups may exist, so fewer distinct values are exact. */
    static Aggregation ofGroup(Aggregate aggregate) {
        return of(aggregate, GROUP_EXACT_DISTINCT);
    }

    private static Aggregation of(Aggregate aggregate, int lgExactDistinct) {
        return new Aggregation(aggregate, aggregate == Aggregate.DISTINCT ? new DistinctValues(lgExactDistinct) : null);
    }

    void add(Object value) {
        if (!ValueOrder.present(value)) {
            return;
        }
        switch (aggregate) {
            case SUM, AVG -> {
                if (value instanceof BigDecimal number) {
                    total = total.add(number);
                    counted++;
                }
            }
            case MIN -> extreme = extreme == null || ValueOrder.presentCompare(value, extreme) < 0 ? value : extreme;
            case MAX -> extreme = extreme == null || ValueOrder.presentCompare(value, extreme) > 0 ? value : extreme;
            case COUNT -> counted++;
            case DISTINCT -> distinct.add(value);
        }
    }

    /** The value: null for the average or extreme of no values; 0 for the sum or count of none. */
    Object result() {
        return switch (aggregate) {
            case SUM -> total;
            case AVG -> counted == 0 ? null : total.divide(BigDecimal.valueOf(counted), MathContext.DECIMAL128);
            case MIN, MAX -> extreme;
            case COUNT -> BigDecimal.valueOf(counted);
            case DISTINCT -> BigDecimal.valueOf(distinct.count());
        };
    }

    /** Whether the value is an estimate: a distinct count beyond its exact bound. */
    boolean approximate() {
        return distinct != null && !distinct.isExact();
    }

    int retained() {
        return distinct == null ? 0 : distinct.retained();
    }
}
