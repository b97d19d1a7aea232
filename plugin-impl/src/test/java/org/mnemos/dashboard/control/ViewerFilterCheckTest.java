package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;

/** A spec's viewer filters checked against the superstore profile by {@link SpecCheck}. */
class ViewerFilterCheckTest {

    @Test
    void valuesOnACategoryAndARangeOnADatePass() {
        assertThat(check(
                        new ViewerFilter("Ship Mode", ViewerFilterKind.VALUES, "Ship mode", List.of("First Class")),
                        new ViewerFilter(
                                "Order Date",
                                ViewerFilterKind.DATE_RANGE,
                                "Ordered",
                                List.of("2018-01-01", "2018-12-31"))))
                .isEmpty();
    }

    @Test
    void wrongColumnsAndDefaultsAreNamed() {
        assertThat(check(
                        new ViewerFilter("Sales", ViewerFilterKind.VALUES, "Sales", List.of()),
                        new ViewerFilter("Region", ViewerFilterKind.DATE_RANGE, "Region", List.of()),
                        new ViewerFilter(
                                "Order Date",
                                ViewerFilterKind.DATE_RANGE,
                                "Ordered",
                                List.of("2018-12-31", "2018-01-01")),
                        new ViewerFilter("Ship Mode", ViewerFilterKind.VALUES, "A", List.of()),
                        new ViewerFilter("Ship Mode", ViewerFilterKind.VALUES, "B", List.of())))
                .extracting(Violation::pointer)
                .containsExactlyInAnyOrder(
                        "/viewerFilters/0/field",
                        "/viewerFilters/1/field",
                        "/viewerFilters/2/default/1",
                        "/viewerFilters/4/field");
    }

    private static List<Violation> check(ViewerFilter... filters) {
        String json = SpecJson.write(new DashboardSpec(
                        DashboardSpec.VERSION,
                        "Superstore",
                        List.of(new KpiCard(
                                "sales", "Sales", "Sales", Aggregate.SUM, NumberFormat.number(0), List.of())),
                        List.of(),
                        List.of(),
                        new Layout(List.of(List.of("sales"))),
                        new FormatRules(List.of(), List.of(), List.of()))
                .withViewerFilters(List.of(filters)));
        return SpecCheck.check(json, SampleProfiles.load("superstore"));
    }
}
