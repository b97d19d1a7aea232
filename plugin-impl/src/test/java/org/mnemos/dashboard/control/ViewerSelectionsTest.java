package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.platform.ProblemException;

/** How query parameters become a viewer's selection, and the parameters refused with FILTER_INVALID. */
class ViewerSelectionsTest {

    private static final DataProfile PROFILE =
            DatasetsFixture.profile("Region:categorical", "Quantity:integer", "Order Date:date:yyyy-MM-dd");
    private static final DashboardSpec SPEC = DatasetsFixture.spec(List.of(), List.of(), List.of())
            .withViewerFilters(List.of(
                    new ViewerFilter("Region", ViewerFilterKind.VALUES, "Region", List.of("West")),
                    new ViewerFilter("Quantity", ViewerFilterKind.VALUES, "Quantity", List.of()),
                    new ViewerFilter("Order Date", ViewerFilterKind.DATE_RANGE, "Ordered", List.of())));

    @Test
    void parametersPickValuesAndRangesAndAbsentOnesTakeTheirDefault() {
        ViewerSelection selection = ViewerSelections.of(
                SPEC,
                PROFILE,
                Map.of("f.Quantity", List.of("2", "3"), "f.Order Date", List.of("2024-01-01.."), "page", List.of("1")));

        assertThat(selection.values()).isEqualTo(Map.of("Region", List.of("West"), "Quantity", List.of("2", "3")));
        assertThat(selection.ranges()).isEqualTo(Map.of("Order Date", List.of("2024-01-01", "")));
        assertThat(selection.query())
                .containsEntry("f.Order Date", List.of("2024-01-01.."))
                .containsEntry("f.Region", List.of("West"));
    }

    @Test
    void anEmptyParameterKeepsEveryRowOfItsFilter() {
        ViewerSelection selection = ViewerSelections.of(SPEC, PROFILE, Map.of("f.Region", List.of("")));

        assertThat(selection.isEmpty()).isTrue();
        assertThat(ViewerSelections.defaults(SPEC).values()).containsEntry("Region", List.of("West"));
    }

    @Test
    void anUnknownFieldIsRefusedNamingItsParameter() {
        assertThat(refused(Map.of("f.Profit", List.of("1")))).singleElement().satisfies(v -> {
            assertThat(v.pointer()).isEqualTo("/f.Profit");
            assertThat(v.message()).contains("'Profit' has no viewer filter", "Region, Quantity, Order Date");
        });
    }

    @Test
    void valuesOfTheWrongTypeAreRefused() {
        assertThat(refused(Map.of("f.Quantity", List.of("2", "lots"))))
                .singleElement()
                .satisfies(v -> {
                    assertThat(v.pointer()).isEqualTo("/f.Quantity");
                    assertThat(v.message()).contains("'lots' is not a whole number");
                });
    }

    @Test
    void aRangeMustBeTwoOrderedIsoDays() {
        assertThat(refused(Map.of("f.Order Date", List.of("2024-13-01..")))).hasSize(1);
        assertThat(refused(Map.of("f.Order Date", List.of("2024-03-01..2024-01-01"))))
                .hasSize(1);
        assertThat(refused(Map.of("f.Order Date", List.of("2024-03-01")))).hasSize(1);
        assertThat(ViewerSelections.of(SPEC, PROFILE, Map.of("f.Order Date", List.of("..2024-01-31")))
                        .filters())
                .anySatisfy(filter -> {
                    assertThat(filter.min()).isNull();
                    assertThat(filter.max()).isEqualTo("2024-01-31");
                });
    }

    private static List<Violation> refused(Map<String, List<String>> parameters) {
        try {
            ViewerSelections.of(SPEC, PROFILE, parameters);
        } catch (ProblemException e) {
            assertThat(e.problem().code()).isEqualTo(ErrorCode.FILTER_INVALID);
            return e.problem().errors();
        }
        throw new AssertionError("accepted " + parameters);
    }
}
