package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Bin;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.XEncoding;

/**
 * The group of a row on a chart's x axis and what the axis calls it: the value itself (2 and 2.0 one group),
 * its time bucket or date part ({@link TimeBuckets}), or its numeric bin. A bin's key is its lower bound, which
 * orders the bins; its label is the range ("20–29" for whole numbers, "0.5–1" otherwise). Without a step, the
 * bins have a nice width (1, 2 or 5 times a power of ten) giving at most {@code maxBins} (10) over the column's
 * range in the profile.
 */
final class XBuckets {

    private static final int DEFAULT_MAX_BINS = 10;

    private final XEncoding x;
    private final BigDecimal step;
    private final boolean whole;

    XBuckets(XEncoding x, DataProfile profile) {
        this.x = x;
        ColumnProfile column = profile.columns().stream()
                .filter(c -> c.name().equals(x.field()))
                .findFirst()
                .orElse(null);
        this.step = x.bin() == null ? null : step(x.bin(), column);
        this.whole = column != null
                && column.columnType() == ColumnType.INTEGER
                && step != null
                && step.stripTrailingZeros().scale() <= 0;
    }

    Object key(Object value) {
        if (x.timeUnit() != null) {
            return TimeBuckets.bucket(value, x.timeUnit());
        }
        if (step != null) {
            return value instanceof BigDecimal number
                    ? Datasets.canonical(
                            number.divide(step, 0, RoundingMode.FLOOR).multiply(step))
                    : null;
        }
        return Datasets.canonical(value);
    }

    Object label(Object key) {
        if (x.timeUnit() != null) {
            return TimeBuckets.label(key, x.timeUnit());
        }
        if (step != null && key instanceof BigDecimal low) {
            BigDecimal high = low.add(step);
            if (whole) {
                high = high.subtract(BigDecimal.ONE);
            }
            return low.toPlainString() + "–" + Datasets.canonical(high).toString();
        }
        return key;
    }

    private static BigDecimal step(Bin bin, ColumnProfile column) {
        if (bin.step() != null) {
            return BigDecimal.valueOf(bin.step());
        }
        int bins = bin.maxBins() == null ? DEFAULT_MAX_BINS : bin.maxBins();
        double span = span(column);
        double raw = span <= 0 ? 1 : span / bins;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double nice = raw <= power ? power : raw <= 2 * power ? 2 * power : raw <= 5 * power ? 5 * power : 10 * power;
        return new BigDecimal(Double.toString(nice)).stripTrailingZeros();
    }

    private static double span(ColumnProfile column) {
        try {
            return column == null || column.min() == null
                    ? 0
                    : Double.parseDouble(column.max()) - Double.parseDouble(column.min());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
