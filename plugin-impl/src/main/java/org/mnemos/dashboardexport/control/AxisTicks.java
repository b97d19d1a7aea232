package org.mnemos.dashboardexport.control;

import java.text.NumberFormat;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;

/**
 * Axis labels a reader can take in: large values in short form ({@code 6.5B}, {@code 250K}) instead of
 * JFreeChart's scientific notation, and the labels of many categories (forty quarters) turned upward rather
 * than cut to nothing.
 */
final class AxisTicks {

    private static final int LEVEL_LABELS = 12;
    private static final double SHORT_FROM = 10_000;

    private AxisTicks() {}

    static void readable(JFreeChart drawn) {
        if (drawn.getPlot() instanceof CategoryPlot plot) {
            values(plot.getRangeAxis());
            if (plot.getDataset().getColumnCount() > LEVEL_LABELS) {
                plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
            }
        } else if (drawn.getPlot() instanceof XYPlot plot) {
            values(plot.getRangeAxis());
            values(plot.getDomainAxis());
        }
    }

    private static void values(ValueAxis axis) {
        if (axis instanceof NumberAxis numbers) {
            double largest = Math.max(Math.abs(numbers.getLowerBound()), Math.abs(numbers.getUpperBound()));
            NumberFormat format = largest >= SHORT_FROM
                    ? NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.SHORT)
                    : NumberFormat.getNumberInstance(Locale.US);
            format.setMaximumFractionDigits(largest >= SHORT_FROM ? 1 : 2);
            numbers.setNumberFormatOverride(format);
        }
    }
}
