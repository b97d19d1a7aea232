package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.dashboard.control.DatasetsFixture.row;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Bin;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DerivedKind;
import org.mnemos.dashboard.entity.DurationUnit;
import org.mnemos.dashboard.entity.Exclusion;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FilterOp;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.PeriodUnit;
import org.mnemos.dashboard.entity.Ratio;
import org.mnemos.dashboard.entity.SeriesLimit;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

/**
 * The datasets of what spec version 2 adds, on eight rows whose expected values are worked out by hand in the
 * comments (the "World" row is an aggregate row every item leaves out).
 */
class SpecDatasetsV2Test {

    private static final List<String> COLUMNS = List.of("Region", "Category", "Sales", "Age", "Created", "Closed");
    private static final DataProfile PROFILE = new DataProfile(
            8,
            "",
            List.of(
                    DatasetsFixture.column("Region", "categorical", null, null, 8),
                    DatasetsFixture.column("Category", "categorical", null, null, 8),
                    DatasetsFixture.column("Sales", "decimal", "5", "1000", 8),
                    DatasetsFixture.column("Age", "integer", "22", "67", 8),
                    DatasetsFixture.column("Created", "datetime", "2021-12-31T10:00", "2022-04-02T12:00", 8),
                    DatasetsFixture.column("Closed", "datetime", "2022-01-01T10:00", "2022-04-02T13:30", 8)),
            List.of(),
            "",
            0,
            0);
    private static final List<List<String>> ROWS = List.of(
            row("West", "A", "100", "23", "2022-01-03T08:00", "2022-01-03T20:00"), // 12 h, Monday
            row("West", "B", "50", "35", "2022-02-14T09:00", "2022-02-16T09:00"), // 48 h, Monday
            row("East", "A", "30", "41", "2022-02-15T10:00", ""), // open, Tuesday
            row("East", "C", "20", "29", "2022-03-01T00:00", "2022-03-01T06:00"), // 6 h, Tuesday
            row(" world ", "A", "1000", "50", "2022-03-05T00:00", "2022-03-05T01:00"), // left out
            row("North", "B", "10", "22", "2022-03-31T23:00", "2022-04-01T01:00"), // 2 h, Thursday
            row("South", "C", "5", "67", "2022-04-02T12:00", "2022-04-02T13:30"), // 1.5 h, Saturday
            row("West", "C", "70", "38", "2021-12-31T10:00", "2022-01-01T10:00")); // 24 h, Friday

    private static final DerivedField HOURS =
            new DerivedField("Hours open", DerivedKind.DATE_DIFF, "Created", "Closed", DurationUnit.HOURS);
    private static final Exclusion WORLD = new Exclusion("Region", List.of("World"), "an aggregate of the regions");

    @Test
    void filtersAreAndedWithTheDashboardsAndMatchTextAsAPersonWould() {
        Map<String, Object> kpis = datasets(
                        List.of(
                                kpi(
                                        "west-east",
                                        "Sales",
                                        Aggregate.SUM,
                                        filter(FilterOp.IN, "Region", "west", " EAST")),
                                kpi("not-west", "Sales", Aggregate.COUNT, filter(FilterOp.NOT_IN, "Region", "West")),
                                kpi("equals", "Sales", Aggregate.SUM, filter(FilterOp.EQUALS, "Age", "23.0")),
                                kpi("range", "Sales", Aggregate.COUNT, range("Sales", "20", "70")),
                                kpi("dates", "Sales", Aggregate.COUNT, range("Created", "2022-02-01", "2022-03-01")),
                                kpi("open", "Closed", Aggregate.COUNT, filter(FilterOp.NOT_NULL, "Closed")),
                                kpi(
                                        "letters",
                                        "Sales",
                                        Aggregate.COUNT,
                                        filter(FilterOp.CONTAINS, "Region", "ST", "orth")),
                                kpi("last-month", "Sales", Aggregate.COUNT, lastMonths(1)),
                                kpi("last-quarter", "Sales", Aggregate.COUNT, lastQuarters(1))),
                        List.of())
                .kpis();
        // 100 + 50 + 30 + 20 + 70
        assertThat(kpis.get("west-east")).isEqualTo(new BigDecimal("270"));
        // East, East, North, South
        assertThat(kpis.get("not-west")).isEqualTo(new BigDecimal("4"));
        assertThat(kpis.get("equals")).isEqualTo(new BigDecimal("100"));
        // 50, 30, 20, 70 (both bounds inclusive)
        assertThat(kpis.get("range")).isEqualTo(new BigDecimal("4"));
        // 2022-02-14, 2022-02-15 and 2022-03-01 at midnight (a date bound covers its day)
        assertThat(kpis.get("dates")).isEqualTo(new BigDecimal("3"));
        assertThat(kpis.get("open")).isEqualTo(new BigDecimal("6"));
        // West, West, East, East, North, West: the letters in any case; not South or world
        assertThat(kpis.get("letters")).isEqualTo(new BigDecimal("6"));
        // The latest Created is 2022-04-02: April holds one row, the second quarter the same one.
        assertThat(kpis.get("last-month")).isEqualTo(new BigDecimal("1"));
        assertThat(kpis.get("last-quarter")).isEqualTo(new BigDecimal("1"));
    }

    @Test
    void derivedDurationsMediansAndRatios() {
        KpiCard ratio = new KpiCard(
                "ratio",
                "R",
                "Sales",
                Aggregate.SUM,
                null,
                List.of(),
                new Ratio("Age", Aggregate.SUM),
                true,
                List.of());
        Datasets result = datasets(
                List.of(
                        kpi("median-hours", "Hours open", Aggregate.MEDIAN),
                        kpi("avg-hours", "Hours open", Aggregate.AVG),
                        ratio),
                List.of());
        // 1.5, 2, 6, 12, 24, 48: the mean of the middle two
        assertThat(result.kpis().get("median-hours")).isEqualTo(new BigDecimal("9"));
        // 93.5 / 6
        assertThat(result.kpis().get("avg-hours"))
                .isEqualTo(
                        Datasets.canonical(new BigDecimal("93.5").divide(new BigDecimal(6), MathContext.DECIMAL128)));
        // (100+50+30+20+10+5+70) / (23+35+41+29+22+67+38)
        assertThat(result.kpis().get("ratio"))
                .isEqualTo(Datasets.canonical(new BigDecimal(285).divide(new BigDecimal(255), MathContext.DECIMAL64)));
        assertThat(result.approximate()).isEmpty();
    }

    @Test
    void binsAreLabelledRangesInOrder() {
        Chart ages = chart("ages", new XEncoding("Age", null, null, new Bin(10.0, null), null), Aggregate.COUNT);
        assertThat(points(ages))
                .containsExactly(point("20–29", 3), point("30–39", 2), point("40–49", 1), point("60–69", 1));
        // 45 years over at most 5 bins: a nice step of 10, the same bins.
        Chart nice = chart("nice", new XEncoding("Age", null, null, new Bin(null, 5), null), Aggregate.COUNT);
        assertThat(points(nice)).isEqualTo(points(ages));
    }

    @Test
    void datePartsAreLabelledAndInCalendarOrder() {
        assertThat(points(chart("days", new XEncoding("Created", TimeUnit.WEEKDAY, null), Aggregate.COUNT)))
                .containsExactly(point("Mon", 2), point("Tue", 2), point("Thu", 1), point("Fri", 1), point("Sat", 1));
        assertThat(points(chart("months", new XEncoding("Created", TimeUnit.MONTH_OF_YEAR, null), Aggregate.SUM)))
                .containsExactly(
                        point("Jan", 100), point("Feb", 80), point("Mar", 30), point("Apr", 5), point("Dec", 70));
        assertThat(points(chart("hours", new XEncoding("Created", TimeUnit.HOUR, null), Aggregate.COUNT)))
                .extracting(p -> p.get("x"))
                .containsExactly(
                        new BigDecimal(0),
                        new BigDecimal(8),
                        new BigDecimal(9),
                        new BigDecimal(10),
                        new BigDecimal(12),
                        new BigDecimal(23));
    }

    @Test
    void theTopGroupsKeepTheirPlaceAndTheRestAreOthers() {
        Chart top = new Chart(
                "top",
                "Top",
                Mark.BAR,
                new XEncoding("Region", null, AxisSort.ASCENDING),
                new YEncoding("Sales", Aggregate.SUM),
                null,
                null,
                new GroupLimit(2, true),
                null,
                List.of(),
                null);
        // West 220, East 50; North 10 + South 5; sorted by x, Others last
        assertThat(points(top)).containsExactly(point("East", 50), point("West", 220), point("Others", 15));
        Chart averaged = new Chart(
                "avg",
                "Avg",
                Mark.BAR,
                new XEncoding("Region", null, AxisSort.BY_Y_DESCENDING),
                new YEncoding("Age", Aggregate.AVG),
                null,
                null,
                new GroupLimit(1, true),
                null,
                List.of(),
                null);
        // South 67 is kept; Others averages the five other rows: (23+35+38+41+29+22) / 6 = 31.33…
        assertThat(points(averaged).get(0)).isEqualTo(point("South", 67));
        assertThat(points(averaged).get(1).get("x")).isEqualTo("Others");
        assertThat(points(averaged).get(1).get("y"))
                .isEqualTo(Datasets.canonical(new BigDecimal(188).divide(new BigDecimal(6), MathContext.DECIMAL128)));
    }

    @Test
    void aColourLimitKeepsTheLargestSeries() {
        Chart chart = new Chart(
                "series",
                "Series",
                Mark.LINE,
                new XEncoding("Category", null, null),
                new YEncoding("Sales", Aggregate.SUM),
                ColourEncoding.byField("Region"),
                null,
                null,
                null,
                List.of(),
                new SeriesLimit(1));
        assertThat(points(chart))
                .containsExactly(coloured("A", "West", 100), coloured("B", "West", 50), coloured("C", "West", 70));
    }

    @Test
    void rawPointsAreOnePerRowUpToTheirCap() {
        Chart scatter = chart("scatter", new XEncoding("Age", null, null), Aggregate.NONE);
        assertThat(points(scatter))
                .containsExactly(
                        point(23, 100),
                        point(35, 50),
                        point(41, 30),
                        point(29, 20),
                        point(22, 10),
                        point(67, 5),
                        point(38, 70));
        RawPoints capped = new RawPoints(scatter, 3);
        ROWS.forEach(r -> capped.add(r.get(3), null, new BigDecimal(r.get(2)), null));
        assertThat(capped.points()).hasSize(3);
        assertThat(capped.truncated()).isTrue();
    }

    @Test
    void anAggregatedXIsOnePointPerColourGroup() {
        Chart chart = new Chart(
                "agg",
                "Agg",
                Mark.POINT,
                new XEncoding("Age", null, null, null, Aggregate.AVG),
                new YEncoding("Sales", Aggregate.SUM),
                ColourEncoding.byField("Category"),
                null,
                null,
                null,
                List.of(),
                null);
        // A: ages 23, 41 → 32, sales 130; B: 35, 22 → 28.5, 60; C: 29, 67, 38 → 44.67, 95
        List<Map<String, Object>> points = points(chart);
        assertThat(points).extracting(p -> p.get("colour")).containsExactlyInAnyOrder("A", "B", "C");
        assertThat(points).contains(coloured(32, "A", 130), coloured(28.5, "B", 60));
    }

    private static List<Map<String, Object>> points(Chart chart) {
        return datasets(List.of(), List.of(chart)).charts().get(chart.id());
    }

    private static Datasets datasets(List<KpiCard> kpis, List<Chart> charts) {
        DashboardSpec spec = new DashboardSpec(
                DashboardSpec.VERSION,
                "Test",
                kpis,
                charts,
                List.of(),
                new Layout(List.of(List.of("any"))),
                new FormatRules(List.of(), List.of(), List.of()),
                List.of(),
                List.of(HOURS),
                List.of(WORLD),
                List.of(),
                List.of(),
                null,
                null);
        Datasets result = DatasetsFixture.fed(SpecDatasets.of(spec, PROFILE), COLUMNS, ROWS)
                .result();
        assertThat(Datasets.parse(result.json())).isEqualTo(result);
        return result;
    }

    private static KpiCard kpi(String id, String field, Aggregate aggregate, Filter... filters) {
        return new KpiCard(id, id, field, aggregate, null, List.of(), null, null, List.of(filters));
    }

    private static Chart chart(String id, XEncoding x, Aggregate aggregate) {
        return new Chart(id, id, Mark.BAR, x, new YEncoding("Sales", aggregate), null);
    }

    private static Filter filter(FilterOp op, String field, String... values) {
        return new Filter(field, op, values.length == 0 ? null : List.of(values), null, null, null, null);
    }

    private static Filter range(String field, String min, String max) {
        return new Filter(field, FilterOp.RANGE, null, min, max, null, null);
    }

    private static Filter lastMonths(int n) {
        return new Filter("Created", FilterOp.RELATIVE, null, null, null, n, PeriodUnit.MONTH);
    }

    private static Filter lastQuarters(int n) {
        return new Filter("Created", FilterOp.RELATIVE, null, null, null, n, PeriodUnit.QUARTER);
    }

    private static Map<String, Object> point(Object x, Object y) {
        Map<String, Object> point = new LinkedHashMap<>();
        point.put("x", x instanceof String ? x : Datasets.canonical(new BigDecimal(String.valueOf(x))));
        point.put("y", Datasets.canonical(new BigDecimal(String.valueOf(y))));
        return point;
    }

    private static Map<String, Object> coloured(Object x, String colour, Object y) {
        Map<String, Object> point = new LinkedHashMap<>();
        point.put("x", x instanceof String ? x : Datasets.canonical(new BigDecimal(String.valueOf(x))));
        point.put("colour", colour);
        point.put("y", Datasets.canonical(new BigDecimal(String.valueOf(y))));
        return point;
    }
}
