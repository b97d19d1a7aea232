package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.dashboard.control.DatasetsFixture.row;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

class SpecDatasetsChartTest {

    private static final DataProfile PROFILE = DatasetsFixture.profile(
            "day:date:yyyy-MM-dd", "region:categorical", "segment:categorical", "sales:decimal");
    private static final List<String> COLUMNS = List.of("day", "region", "segment", "sales");
    private static final List<List<String>> ROWS = List.of(
            row("2024-03-05", "West", "Consumer", "10.5"),
            row("2024-03-06", "East", "Consumer", "2"),
            row("2024-03-05", "West", "Corporate", "1.5"),
            row("2023-12-31", "", "Consumer", "4"),
            row("2024-01-01", "East", "Corporate", "n/a"));

    @Test
    void onePointPerXValueWithItsAggregateInAscendingOrderOfX() {
        assertThat(points(chart("region", null, Aggregate.SUM, null, null)))
                .containsExactly(point("East", "2"), point("West", "12"), point(null, "4"));
        assertThat(points(chart("region", null, Aggregate.AVG, null, null)))
                .containsExactly(point("East", "2"), point("West", "6"), point(null, "4"));
    }

    @Test
    void aColourFieldSplitsEachXIntoSeries() {
        Chart chart = new Chart(
                "c",
                "C",
                Mark.BAR,
                new XEncoding("region", null, null),
                new YEncoding("sales", Aggregate.COUNT),
                ColourEncoding.byField("segment"));
        assertThat(points(chart))
                .containsExactly(
                        coloured("East", "Consumer", "1"),
                        coloured("East", "Corporate", "0"),
                        coloured("West", "Consumer", "1"),
                        coloured("West", "Corporate", "1"),
                        coloured(null, "Consumer", "1"));
    }

    @Test
    void aFixedColourAddsNoColourMember() {
        Chart chart = new Chart(
                "c",
                "C",
                Mark.BAR,
                new XEncoding("region", null, null),
                new YEncoding("sales", Aggregate.SUM),
                ColourEncoding.fixed("#112233"));
        assertThat(points(chart)).allSatisfy(point -> assertThat(point).containsOnlyKeys("x", "y"));
    }

    @Test
    void axisSortsOrderByXOrByY() {
        assertThat(xs(chart("region", null, Aggregate.SUM, AxisSort.DESCENDING, null)))
                .containsExactly("West", "East", null);
        assertThat(xs(chart("region", null, Aggregate.SUM, AxisSort.BY_Y, null)))
                .containsExactly("East", null, "West");
        assertThat(xs(chart("region", null, Aggregate.SUM, AxisSort.BY_Y_DESCENDING, null)))
                .containsExactly("West", null, "East");
    }

    @Test
    void aYSortRanksColouredSeriesByTheirXsTotal() {
        Chart chart = new Chart(
                "c",
                "C",
                Mark.BAR,
                new XEncoding("region", null, AxisSort.BY_Y_DESCENDING),
                new YEncoding("sales", Aggregate.SUM),
                ColourEncoding.byField("segment"));
        SpecDatasets datasets = SpecDatasets.of(DatasetsFixture.spec(List.of(), List.of(chart), List.of()), PROFILE);
        List<List<String>> rows = List.of(
                row("2024-01-01", "B", "one", "8"),
                row("2024-01-01", "A", "one", "5"),
                row("2024-01-01", "A", "two", "5"));
        assertThat(DatasetsFixture.fed(datasets, COLUMNS, rows)
                        .result()
                        .charts()
                        .get("c"))
                .containsExactly(coloured("A", "one", "5"), coloured("A", "two", "5"), coloured("B", "one", "8"));
    }

    @Test
    void timeUnitsBucketDatesToTheirStartAcrossYearBoundaries() {
        assertThat(points(chart("day", TimeUnit.YEAR, Aggregate.SUM, null, null)))
                .containsExactly(point("2023-01-01", "4"), point("2024-01-01", "14"));
        assertThat(xs(chart("day", TimeUnit.QUARTER, Aggregate.SUM, null, null)))
                .containsExactly("2023-10-01", "2024-01-01");
        assertThat(xs(chart("day", TimeUnit.MONTH, Aggregate.SUM, null, null)))
                .containsExactly("2023-12-01", "2024-01-01", "2024-03-01");
        assertThat(xs(chart("day", TimeUnit.DAY, Aggregate.SUM, null, null)))
                .containsExactly("2023-12-31", "2024-01-01", "2024-03-05", "2024-03-06");
        // Sunday-based weeks as Vega's utcyearweek: 2023-12-31 is a Sunday, 2024-01-01 a Monday of its week.
        assertThat(points(chart("day", TimeUnit.WEEK, Aggregate.SUM, null, null)))
                .containsExactly(point("2023-12-31", "4"), point("2024-03-03", "14"));
    }

    @Test
    void weeksStartOnTheSundayOnOrBeforeTheDateAsVegaFloorsThem() {
        // Pairs from vega-time 3.3's utcFloor(['year', 'week']) run in Node.
        Map<String, String> vega = Map.of(
                "2021-01-01", "2020-12-27",
                "2021-01-03", "2021-01-03",
                "2021-01-09", "2021-01-03",
                "2022-12-31", "2022-12-25",
                "2025-01-04", "2024-12-29",
                "2025-01-05", "2025-01-05",
                "2016-01-02", "2015-12-27");
        vega.forEach((date, week) ->
                assertThat(TimeBuckets.bucket(date, TimeUnit.WEEK)).as(date).isEqualTo(week));
        assertThat(TimeBuckets.bucket("2024-03-05T10:15", TimeUnit.MONTH)).isEqualTo("2024-03-01");
        assertThat(TimeBuckets.bucket("not a date", TimeUnit.DAY)).isNull();
    }

    @Test
    void groupsBeyondTheBoundAreLeftOutAndTheChartIsMarkedTruncated() {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            rows.add(row("2024-01-01", "r" + (char) ('a' + i % 26) + i, "s", "1"));
        }
        rows.add(row("2024-01-01", "ra0", "s", "5"));
        SpecDatasets datasets = new SpecDatasets(
                DatasetsFixture.spec(List.of(), List.of(chart("region", null, Aggregate.SUM, null, null)), List.of()),
                PROFILE,
                10);
        Datasets result = DatasetsFixture.fed(datasets, COLUMNS, rows).result();
        assertThat(result.charts().get("c")).hasSize(10).contains(point("ra0", "6"));
        assertThat(result.truncated()).containsExactly("c");
        assertThat(result.rowCount()).isEqualTo(31);
    }

    private static Chart chart(String x, TimeUnit unit, Aggregate aggregate, AxisSort sort, ColourEncoding colour) {
        return new Chart("c", "C", Mark.BAR, new XEncoding(x, unit, sort), new YEncoding("sales", aggregate), colour);
    }

    private static List<Map<String, Object>> points(Chart chart) {
        SpecDatasets datasets = SpecDatasets.of(DatasetsFixture.spec(List.of(), List.of(chart), List.of()), PROFILE);
        Datasets result = DatasetsFixture.fed(datasets, COLUMNS, ROWS).result();
        assertThat(Datasets.parse(result.json())).isEqualTo(result);
        assertThat(result.truncated()).isEmpty();
        return result.charts().get("c");
    }

    private static List<Object> xs(Chart chart) {
        return points(chart).stream().map(point -> point.get("x")).toList();
    }

    private static Map<String, Object> point(String x, String y) {
        Map<String, Object> point = new java.util.LinkedHashMap<>();
        point.put("x", x);
        point.put("y", new BigDecimal(y));
        return point;
    }

    private static Map<String, Object> coloured(String x, String colour, String y) {
        Map<String, Object> point = new java.util.LinkedHashMap<>();
        point.put("x", x);
        point.put("colour", colour);
        point.put("y", new BigDecimal(y));
        return point;
    }
}
