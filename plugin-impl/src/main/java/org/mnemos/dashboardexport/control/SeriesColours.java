package org.mnemos.dashboardexport.control;

import java.awt.Color;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.XYPlot;
import org.mnemos.dashboard.entity.CategoryColour;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.FormatRules;

/**
 * The colours of a chart's series as the page gives them: the chart's one colour, else the owner's colour of a
 * category value ({@code formatRules.categoryColours} of the colour field, of x for a pie), else Vega-Lite's
 * default palette (tableau10) in order.
 */
final class SeriesColours {

    private static final int[] TABLEAU10 = {
        0x4C78A8, 0xF58518, 0xE45756, 0x72B7B2, 0x54A24B, 0xEECA3B, 0xB279A2, 0xFF9DA6, 0x9D755D, 0xBAB0AC
    };

    private final FormatRules rules;

    SeriesColours(FormatRules rules) {
        this.rules = rules;
    }

    void paint(JFreeChart drawn, Chart chart) {
        if (drawn.getPlot() instanceof PiePlot<?> pie) {
            List<?> keys = pie.getDataset().getKeys();
            for (int i = 0; i < keys.size(); i++) {
                pie.setSectionPaint(
                        (Comparable<?>) keys.get(i), colour(chart.x().field(), keys.get(i), i));
            }
            pie.setSectionOutlinesVisible(false);
        } else if (drawn.getPlot() instanceof CategoryPlot plot) {
            for (int i = 0; i < plot.getDataset().getRowCount(); i++) {
                plot.getRenderer()
                        .setSeriesPaint(i, seriesColour(chart, plot.getDataset().getRowKey(i), i));
            }
        } else if (drawn.getPlot() instanceof XYPlot plot) {
            for (int i = 0; i < plot.getDataset().getSeriesCount(); i++) {
                plot.getRenderer()
                        .setSeriesPaint(i, seriesColour(chart, plot.getDataset().getSeriesKey(i), i));
            }
        }
    }

    private Color seriesColour(Chart chart, Object series, int index) {
        if (chart.colour() != null && chart.colour().value() != null) {
            return Color.decode(chart.colour().value());
        }
        return colour(chart.colour() == null ? null : chart.colour().field(), series, index);
    }

    private Color colour(String field, Object value, int index) {
        return rules.categoryColours().stream()
                .filter(rule -> rule.field().equals(field) && rule.value().equals(String.valueOf(value)))
                .map(CategoryColour::colour)
                .map(Color::decode)
                .findFirst()
                .orElseGet(() -> new Color(TABLEAU10[index % TABLEAU10.length]));
    }
}
