package org.mnemos.sharing.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.sharing.entity.FixedFilters;

/** What is checked of fixed filters: a spec's page, fields of its viewer filters, a sane number of values. */
class FilterCheckTest {

    private static final Set<String> FILTER_FIELDS = Set.of("Ship Mode", "Region", "Sales", "a/b");

    @Test
    void filtersOnColumnsOfTheDataPass() {
        FixedFilters filters =
                new FixedFilters(Map.of("Ship Mode", List.of("Second Class"), "Region", List.of("West")));

        assertThat(FilterCheck.violations(ArtifactForm.SPEC, FILTER_FIELDS, filters))
                .isEmpty();
    }

    @Test
    void noFiltersPassForAnyForm() {
        assertThat(FilterCheck.violations(ArtifactForm.PROGRAM, FILTER_FIELDS, FixedFilters.NONE))
                .isEmpty();
    }

    @Test
    void aProgramsPageTakesNoFilters() {
        assertThat(FilterCheck.violations(
                        ArtifactForm.PROGRAM, FILTER_FIELDS, new FixedFilters(Map.of("Region", List.of("West")))))
                .extracting(Violation::pointer)
                .containsExactly("/fixedFilters");
    }

    @Test
    void anUnknownColumnIsNamedAtItsPointerEscaped() {
        FixedFilters filters = new FixedFilters(Map.of("Segment", List.of("x"), "c/d~e", List.of("y")));

        assertThat(FilterCheck.violations(ArtifactForm.SPEC, FILTER_FIELDS, filters))
                .extracting(Violation::pointer)
                .containsExactlyInAnyOrder("/fixedFilters/Segment", "/fixedFilters/c~1d~0e");
    }

    @Test
    void emptyTooManyNullOrTooLongValuesAreRefused() {
        FixedFilters filters = new FixedFilters(Map.of(
                "Ship Mode", List.of(),
                "Region", Collections.nCopies(FilterCheck.MAX_VALUES + 1, "West"),
                "Sales", Arrays.asList("1", null),
                "a/b", List.of("x".repeat(FilterCheck.MAX_LENGTH + 1))));

        assertThat(FilterCheck.violations(ArtifactForm.SPEC, FILTER_FIELDS, filters))
                .extracting(Violation::pointer)
                .containsExactlyInAnyOrder(
                        "/fixedFilters/Ship Mode", "/fixedFilters/Region", "/fixedFilters/Sales", "/fixedFilters/a~1b");
    }
}
