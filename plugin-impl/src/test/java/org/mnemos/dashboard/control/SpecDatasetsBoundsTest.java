package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.SeriesLimit;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.Stack;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TableSort;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

/** What the computation holds stays bounded by the spec, not the rows: counted, not timed or weighed. */
class SpecDatasetsBoundsTest {

    private static final int ROWS = 1_000_000;
    private static final DataProfile PROFILE =
            DatasetsFixture.profile("id:identifier", "day:date:yyyy-MM-dd", "amount:decimal", "group:categorical");

    @Test
    void aMillionRowsOfUniqueValuesKeepBoundedState() {
        DashboardSpec spec = DatasetsFixture.spec(
                List.of(
                        new KpiCard("total", "Total", "amount", Aggregate.SUM, null, List.of()),
                        new KpiCard("ids", "Ids", "id", Aggregate.DISTINCT, null, List.of())),
                List.of(
                        new Chart(
                                "by-id",
                                "By id",
                                Mark.BAR,
                                new XEncoding("id", null, null),
                                new YEncoding("amount", Aggregate.SUM),
                                null),
                        new Chart(
                                "by-day",
                                "By day",
                                Mark.LINE,
                                new XEncoding("day", TimeUnit.MONTH, null),
                                new YEncoding("id", Aggregate.DISTINCT),
                                ColourEncoding.byField("group"))),
                List.of(new DetailTable(
                        "top",
                        "Top",
                        List.of(new TableColumn("id", null)),
                        new TableSort("amount", SortOrder.DESCENDING),
                        500)));
        SpecDatasets datasets = SpecDatasets.of(spec, PROFILE);
        datasets.start(List.of("id", "day", "amount", "group"));
        // 60 (year, month, group) combinations: i modulo 60 decides all three.
        String[] days = new String[60];
        for (int i = 0; i < days.length; i++) {
            days[i] = java.time.LocalDate.of(2010 + i % 10, 1 + i % 12, 1).toString();
        }
        int mostRetained = 0;
        for (int i = 1; i <= ROWS; i++) {
            String day = days[i % 60];
            datasets.accept(new Row(i + 1, List.of("id" + i, day, String.valueOf(i % 1000), "g" + i % 3)));
            if (i % 50_000 == 0) {
                mostRetained = Math.max(mostRetained, datasets.retained());
            }
        }
        // Sketch hashes ≤ twice their nominal entries (one KPI, 60 groups), chart groups ≤ 10,000 + 60 (and as
        // many x ranks at most), table rows ≤ 500.
        int sketches = 2 * (1 << Aggregation.KPI_EXACT_DISTINCT) + 60 * 2 * (1 << Aggregation.GROUP_EXACT_DISTINCT);
        assertThat(mostRetained).isLessThanOrEqualTo(sketches + ChartGroups.MAX_GROUPS + 60 + 500);
        Datasets result = datasets.result();
        assertThat(result.rowCount()).isEqualTo(ROWS);
        assertThat(result.kpis().get("total")).isEqualTo(new BigDecimal("499500000"));
        assertThat(result.charts().get("by-id")).hasSize(ChartGroups.MAX_GROUPS);
        assertThat(result.charts().get("by-day")).hasSize(60);
        assertThat(result.tables().get("top")).hasSize(500);
        assertThat(result.truncated()).containsExactly("by-id");
        assertThat(result.approximate()).containsExactly("ids", "by-day");
        assertThat(result.json().length()).isLessThan(2_000_000);
    }

    @Test
    void mediansRawPointsAndLimitsOfAMillionRowsKeepBoundedState() {
        DashboardSpec spec = DatasetsFixture.spec(
                List.of(new KpiCard("median", "Median", "amount", Aggregate.MEDIAN, null, List.of())),
                List.of(
                        new Chart(
                                "medians",
                                "Medians",
                                Mark.BAR,
                                new XEncoding("group", null, null),
                                new YEncoding("amount", Aggregate.MEDIAN),
                                null),
                        new Chart(
                                "raw",
                                "Raw",
                                Mark.POINT,
                                new XEncoding("amount", null, null),
                                new YEncoding("amount", Aggregate.NONE),
                                null),
                        new Chart(
                                "top-ids",
                                "Top ids",
                                Mark.BAR,
                                new XEncoding("id", null, AxisSort.BY_Y_DESCENDING),
                                new YEncoding("amount", Aggregate.SUM),
                                ColourEncoding.byField("group"),
                                null,
                                new GroupLimit(10, true),
                                Stack.STACKED,
                                List.of(),
                                new SeriesLimit(2))),
                List.of());
        SpecDatasets datasets = SpecDatasets.of(spec, PROFILE);
        datasets.start(List.of("id", "day", "amount", "group"));
        int mostRetained = 0;
        for (int i = 1; i <= ROWS; i++) {
            datasets.accept(new Row(i + 1, List.of("id" + i, "2020-01-01", String.valueOf(i % 1000), "g" + i % 3)));
            if (i % 50_000 == 0) {
                mostRetained = Math.max(mostRetained, datasets.retained());
            }
        }
        // Exact medians up to their bounds (one KPI, three groups), raw points up to their cap, and for the
        // limited chart its groups, as many x ranks and three series totals.
        assertThat(mostRetained)
                .isLessThanOrEqualTo(Aggregation.KPI_EXACT_MEDIAN
                        + 3 * Aggregation.GROUP_EXACT_MEDIAN
                        + RawPoints.MAX_POINTS
                        + 2 * ChartGroups.MAX_GROUPS
                        + 3);
        Datasets result = datasets.result();
        // 0..999 equally often: the exact median is 499.5; the estimate is within the sketch's rank error.
        assertThat(((BigDecimal) result.kpis().get("median")).doubleValue()).isBetween(480.0, 520.0);
        assertThat(result.charts().get("raw")).hasSize(RawPoints.MAX_POINTS);
        // Ten ids of the two kept series, and Others of each.
        assertThat(result.charts().get("top-ids")).hasSizeLessThanOrEqualTo(22);
        assertThat(result.approximate()).contains("median", "medians");
        assertThat(result.truncated()).contains("raw", "top-ids");
    }
}
