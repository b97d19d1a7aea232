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
    private final MedianValues median;
    private BigDecimal total = BigDecimal.ZERO;
    private long counted;
    private Object extreme;

    private Aggregation(Aggregate aggregate, DistinctValues distinct, MedianValues median) {
        this.aggregate = aggregate;
        this.distinct = distinct;
        this.median = median;
    }

    /** log2 of the distinct values a KPI counts exactly (131,072; beyond, about 0.3% error, at most 2 MB). */
    static final int KPI_EXACT_DISTINCT = 17;
    /** log2 of those a chart group counts exactly (512; beyond, about 4.4% error, at most 8 KB a group). */
    static final int GROUP_EXACT_DISTINCT = 9;

    /** The values a KPI's median is exact for; beyond, an estimate. */
    static final int KPI_EXACT_MEDIAN = 100_000;
    /** Those of a chart group's median. */
    static final int GROUP_EXACT_MEDIAN = 1_000;

    /** A KPI's aggregate. */
    static Aggregation ofKpi(Aggregate aggregate) {
        return of(aggregate, KPI_EXACT_DISTINCT, KPI_EXACT_MEDIAN);
    }

    /** A chart group's aggregate: thousands of groups may exist, so fewer distinct values are exact. */
    static Aggregation ofGroup(Aggregate aggregate) {
        return of(aggregate, GROUP_EXACT_DISTINCT, GROUP_EXACT_MEDIAN);
    }

    private static Aggregation of(Aggregate aggregate, int lgExactDistinct, int exactMedian) {
        return new Aggregation(
                aggregate,
                aggregate == Aggregate.DISTINCT ? new DistinctValues(lgExactDistinct) : null,
                aggregate == Aggregate.MEDIAN ? new MedianValues(exactMedian) : null);
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
            case MEDIAN -> {
                if (value instanceof BigDecimal number) {
                    median.add(number);
                }
            }
            // A raw chart keeps each row's value as a point, never an aggregate: the last one stands.
            case NONE -> extreme = value;
        }
    }

    /** Takes in another aggregation of the same aggregate, as if its values had come here. */
    void absorb(Aggregation other) {
        total = total.add(other.total);
        counted += other.counted;
        if (other.extreme != null) {
            if (aggregate == Aggregate.MIN || aggregate == Aggregate.MAX) {
                add(other.extreme);
            } else {
                extreme = other.extreme;
            }
        }
        if (distinct != null) {
            distinct.absorb(other.distinct);
        }
        if (median != null) {
            median.absorb(other.median);
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
            case MEDIAN -> median.median();
            case NONE -> extreme;
        };
    }

    /** Whether the value is an estimate: a distinct count or a median beyond its exact bound. */
    boolean approximate() {
        return (distinct != null && !distinct.isExact()) || (median != null && !median.isExact());
    }

    int retained() {
        return (distinct == null ? 0 : distinct.retained()) + (median == null ? 0 : median.retained());
    }
}
