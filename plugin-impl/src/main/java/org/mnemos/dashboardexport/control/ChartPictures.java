package org.mnemos.dashboardexport.control;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.general.DefaultPieDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.Stack;

/**
 * Draws a chart of a spec from the points the server computed for the page (never aggregating again), with
 * JFreeChart in Java2D: bars (stacked, grouped or normalized), lines, areas, scatters and pies or donuts, series
 * per colour value in the page's palette and the owner's category colours, x labels as the page writes them
 * ({@link PointLabels}). The title stays outside the picture, as text beside it.
 */
final class ChartPictures {

    static final int WIDTH = 800;
    static final int HEIGHT = 400;

    private ChartPictures() {}

    /**
     * The chart laid out on {@code width} × {@code height} and drawn {@code scale} times as many pixels each way
     * (2 for print: the same layout, sharper).
     */
    static byte[] png(
            Chart chart, List<Map<String, Object>> points, SeriesColours colours, int width, int height, int scale) {
        JFreeChart drawn = drawn(chart, points, colours);
        BufferedImage image = new BufferedImage(width * scale, height * scale, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            drawn.draw(g, new Rectangle2D.Double(0, 0, width, height));
        } finally {
            g.dispose();
        }
        return PngBytes.of(image);
    }

    static JFreeChart drawn(Chart chart, List<Map<String, Object>> points, SeriesColours colours) {
        JFreeChart drawn = switch (chart.mark()) {
            case ARC -> pie(chart, points);
            case POINT -> PointLabels.numericX(points) ? scatter(chart, points) : categories(chart, points);
            default -> categories(chart, points);
        };
        theme().apply(drawn);
        drawn.setBackgroundPaint(Color.WHITE);
        AxisTicks.readable(drawn);
        colours.paint(drawn, chart);
        return drawn;
    }

    private static JFreeChart categories(Chart chart, List<Map<String, Object>> points) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Map<String, Object> point : points) {
            data.addValue(
                    PointLabels.number(point.get("y")),
                    PointLabels.series(chart, point),
                    PointLabels.x(chart, point.get("x")));
        }
        String x = chart.x().field();
        String y = PointLabels.yTitle(chart);
        boolean legend = chart.colour() != null && chart.colour().field() != null;
        if (chart.mark() == Mark.BAR) {
            // A series per x value (coloured by x itself) has one bar per group: stacked, it stands in the middle.
            boolean onePerGroup = legend && chart.colour().field().equals(x) && chart.stack() != Stack.GROUPED;
            if (onePerGroup || chart.stack() == Stack.STACKED || chart.stack() == Stack.NORMALIZED) {
                JFreeChart stacked = ChartFactory.createStackedBarChart(
                        null, x, y, data, PlotOrientation.VERTICAL, legend, false, false);
                ((StackedBarRenderer) stacked.getCategoryPlot().getRenderer())
                        .setRenderAsPercentages(chart.stack() == Stack.NORMALIZED);
                return stacked;
            }
            return ChartFactory.createBarChart(null, x, y, data, PlotOrientation.VERTICAL, legend, false, false);
        }
        if (chart.mark() == Mark.AREA) {
            return chart.stack() == Stack.STACKED
                    ? ChartFactory.createStackedAreaChart(
                            null, x, y, data, PlotOrientation.VERTICAL, legend, false, false)
                    : ChartFactory.createAreaChart(null, x, y, data, PlotOrientation.VERTICAL, legend, false, false);
        }
        JFreeChart lines =
                ChartFactory.createLineChart(null, x, y, data, PlotOrientation.VERTICAL, legend, false, false);
        if (chart.mark() == Mark.POINT) {
            lines.getCategoryPlot().setRenderer(new LineAndShapeRenderer(false, true));
        }
        return lines;
    }

    private static JFreeChart scatter(Chart chart, List<Map<String, Object>> points) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map<String, Object> point : points) {
            String series = PointLabels.series(chart, point);
            int at = data.getSeriesIndex(series);
            XYSeries line = at < 0 ? new XYSeries(series, false, true) : data.getSeries(at);
            if (at < 0) {
                data.addSeries(line);
            }
            line.add(PointLabels.number(point.get("x")), PointLabels.number(point.get("y")));
        }
        boolean legend = chart.colour() != null && chart.colour().field() != null;
        return ChartFactory.createScatterPlot(
                null,
                chart.x().field(),
                PointLabels.yTitle(chart),
                data,
                PlotOrientation.VERTICAL,
                legend,
                false,
                false);
    }

    private static JFreeChart pie(Chart chart, List<Map<String, Object>> points) {
        DefaultPieDataset<String> data = new DefaultPieDataset<>();
        for (Map<String, Object> point : points) {
            Number y = PointLabels.number(point.get("y"));
            data.setValue(PointLabels.x(chart, point.get("x")), y == null ? 0 : y);
        }
        JFreeChart pie = Boolean.TRUE.equals(chart.donut())
                ? ChartFactory.createRingChart(null, data, true, false, false)
                : ChartFactory.createPieChart(null, data, true, false, false);
        ((PiePlot<?>) pie.getPlot()).setLabelGenerator(null);
        return pie;
    }

    private static StandardChartTheme theme() {
        StandardChartTheme theme = new StandardChartTheme("mnemos", false);
        theme.setExtraLargeFont(ExportFont.sized(16));
        theme.setLargeFont(ExportFont.sized(13));
        theme.setRegularFont(ExportFont.sized(11));
        theme.setSmallFont(ExportFont.sized(10));
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setLegendBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(new Color(0xE5E7EB));
        theme.setRangeGridlinePaint(new Color(0xE5E7EB));
        theme.setAxisLabelPaint(new Color(0x374151));
        theme.setTickLabelPaint(new Color(0x374151));
        theme.setShadowVisible(false);
        theme.setBarPainter(new StandardBarPainter());
        return theme;
    }
}
