package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.artifact.control.VersionDiff;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Bin;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.ColourEncoding;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DerivedKind;
import org.mnemos.dashboard.entity.DurationUnit;
import org.mnemos.dashboard.entity.Exclusion;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FilterOp;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Ratio;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.SeriesLimit;
import org.mnemos.dashboard.entity.Stack;
import org.mnemos.dashboard.entity.Theme;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.UnitPosition;
import org.mnemos.dashboard.entity.UnmappedClause;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

/** Spec version 2: its records mirror its schema, it round-trips byte for byte, and a refresh re-checks its columns. */
class DashboardSpecV2Test {

    static DashboardSpec superstoreV2() {
        Filter west = new Filter("Region", FilterOp.IN, List.of("west", "East"), null, null, null, null);
        return new DashboardSpec(
                DashboardSpec.VERSION,
                "Superstore v2",
                List.of(new KpiCard(
                        "margin",
                        "Margin",
                        "Profit",
                        Aggregate.SUM,
                        new NumberFormat(FormatType.PERCENT, 1, null, null),
                        List.of(),
                        new Ratio("Sales", Aggregate.SUM),
                        true,
                        List.of(west))),
                List.of(
                        new Chart(
                                "share",
                                "Sales by category",
                                Mark.ARC,
                                new XEncoding("Category", null, AxisSort.BY_Y_DESCENDING),
                                new YEncoding("Sales", Aggregate.SUM),
                                null,
                                true,
                                new GroupLimit(2, true),
                                null,
                                List.of(),
                                null),
                        new Chart(
                                "shipping",
                                "Days to ship by quantity",
                                Mark.BAR,
                                new XEncoding("Quantity", null, null, new Bin(5.0, null), null),
                                new YEncoding("Days to ship", Aggregate.MEDIAN),
                                ColourEncoding.byField("Segment"),
                                null,
                                null,
                                Stack.GROUPED,
                                List.of(new Filter(
                                        "Order Date", FilterOp.RANGE, null, "2017-01-01", "2017-12-31", null, null)),
                                new SeriesLimit(2)),
                        new Chart(
                                "months",
                                "Sales by month of year",
                                Mark.LINE,
                                new XEncoding("Order Date", TimeUnit.MONTH_OF_YEAR, null),
                                new YEncoding("Sales", Aggregate.SUM),
                                null)),
                List.of(),
                new Layout(List.of(List.of("margin"), List.of("share", "shipping", "months"))),
                new FormatRules(List.of(), List.of(), List.of()),
                List.of(new Filter("Sales", FilterOp.NOT_NULL, null, null, null, null, null)),
                List.of(new DerivedField(
                        "Days to ship", DerivedKind.DATE_DIFF, "Order Date", "Ship Date", DurationUnit.DAYS)),
                List.of(new Exclusion("Ship Mode", List.of("Same Day"), "same-day orders are not shipped")),
                List.of(
                        "'margin': computed as sum(Profit) / sum(Sales)",
                        "'weather': no column matches; nothing added"),
                List.of(new UnmappedClause("weather", "no column matches")),
                new Theme(Theme.Mode.DARK, "#1a1a2e", "#eeeeee"),
                List.of(
                        new ViewerFilter("Region", ViewerFilterKind.VALUES, "Region", List.of("West")),
                        new ViewerFilter(
                                "Order Date", ViewerFilterKind.DATE_RANGE, "Ordered", List.of("2017-01-01", ""))));
    }

    @Test
    void aVersion2SpecPassesTheCheckAndReadsBackToTheSameBytes() throws Exception {
        String written = SpecJson.write(superstoreV2());
        DataProfile superstore = SampleProfiles.load("superstore");
        assertThat(SpecCheck.check(written, superstore)).isEmpty();
        assertThat(SpecJson.write(SpecJson.read(written))).isEqualTo(written);
        assertThat(written)
                .contains(
                        "\"op\": \"in\"",
                        "\"timeUnit\": \"monthOfYear\"",
                        "\"kind\": \"dateDiff\"",
                        "\"clause\": \"weather\"");
    }

    @Test
    void aScaledFormatIsPartOfTheSchema() throws Exception {
        NumberFormat billions =
                new NumberFormat(FormatType.NUMBER, 1, null, null, Scale.BILLIONS, "US$", UnitPosition.PREFIX);
        String json = org.mnemos.platform.Json.mapper().writeValueAsString(billions);
        assertThat(json)
                .isEqualTo(
                        "{\"type\":\"number\",\"decimals\":1,\"scale\":\"billions\",\"unit\":\"US$\",\"unitPosition\":\"prefix\"}");
    }

    @Test
    void everyColumnNamedAnywhereIsAFieldARefreshReChecks() {
        assertThat(superstoreV2().fields())
                .containsExactlyInAnyOrder(
                        "Profit",
                        "Sales",
                        "Region",
                        "Category",
                        "Quantity",
                        "Order Date",
                        "Ship Date",
                        "Segment",
                        "Ship Mode")
                .doesNotContain("Days to ship");
    }

    @Test
    void aStoredVersion1SpecReadsBackToTheSameBytesAndKeepsItsVersion() throws Exception {
        String v1 = SpecJson.write(new DashboardSpec(
                DashboardSpec.VERSION_1,
                "Old",
                List.of(new KpiCard("total", "Total", "Sales", Aggregate.SUM, NumberFormat.number(0), List.of())),
                List.of(new Chart(
                        "by-region",
                        "By region",
                        Mark.BAR,
                        new XEncoding("Region", null, AxisSort.BY_Y_DESCENDING),
                        new YEncoding("Sales", Aggregate.SUM),
                        null)),
                List.of(),
                new Layout(List.of(List.of("total", "by-region"))),
                new FormatRules(List.of(), List.of(), List.of())));
        assertThat(v1).contains("\"specVersion\": 1").doesNotContain("filters", "donut", "notes", "theme");
        assertThat(SpecJson.write(SpecJson.read(v1))).isEqualTo(v1);
        assertThat(SpecCheck.check(v1, SampleProfiles.load("superstore"))).isEmpty();
    }

    @Test
    void theVersionDiffShowsANewMemberLineByLine() {
        DashboardSpec before = superstoreV2();
        DashboardSpec after = new DashboardSpec(
                before.specVersion(),
                before.title(),
                before.kpis(),
                before.charts(),
                before.tables(),
                before.layout(),
                before.formatRules(),
                List.of(new Filter("Sales", FilterOp.RANGE, null, 0, 1000, null, null)),
                before.derived(),
                before.exclusions(),
                before.notes(),
                before.notUnderstood(),
                before.theme(),
                before.viewerFilters());
        String unified = VersionDiff.between("1", SpecJson.write(before), "2", SpecJson.write(after))
                .unified();
        assertThat(unified).contains("-      \"op\": \"notNull\"", "+      \"op\": \"range\"", "+      \"max\": 1000");
    }
}
