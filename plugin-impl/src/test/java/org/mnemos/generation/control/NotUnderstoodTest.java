package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.UnmappedClause;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * The not-understood report: each phrase of a request or refinement that was not mapped is in the spec's
 * {@code notUnderstood} with its reason, beside the notes; what was mapped is not.
 */
class NotUnderstoodTest {

    private static final OfflineSpecGenerator GENERATOR = new OfflineSpecGenerator();

    @Test
    void eachUnmappedClauseOfARequestIsNamedWithItsReason() throws Exception {
        String content = GENERATOR
                .generate(new GenerationRequest(
                        Tables.gdp(), List.of(), "margin by country, resolution time, GDP over time", null))
                .content();
        DashboardSpec spec = SpecJson.read(content);

        assertThat(spec.notUnderstood())
                .extracting(UnmappedClause::clause)
                .contains("margin", "resolution time")
                .doesNotContain("country", "over time");
        assertThat(spec.notUnderstood())
                .filteredOn(u -> u.clause().equals("resolution time"))
                .singleElement()
                .satisfies(u -> assertThat(u.reason()).contains("two date columns"));
        assertThat(spec.notes()).anyMatch(n -> n.startsWith("'margin': "));
        assertThat(SpecCheck.check(content, Tables.gdp())).isEmpty();
    }

    @Test
    void aRequestFullyMappedReportsNothing() throws Exception {
        DashboardSpec spec = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(Tables.gdp(), List.of(), "Value by country over time", null))
                .content());

        assertThat(spec.notUnderstood()).isEmpty();
        assertThat(SpecJson.write(spec)).doesNotContain("notUnderstood");
    }

    @Test
    void aRefinementsUnmappedPhrasesFollowTheEarlierOnesAndLeaveTheDraftAsItWas() throws Exception {
        String first = GENERATOR
                .generate(new GenerationRequest(Tables.gdp(), List.of(), "margin by country, GDP over time", null))
                .content();
        DashboardSpec refined = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(
                        Tables.gdp(),
                        List.of(),
                        "show the lunar phase",
                        null,
                        ArtifactForm.SPEC,
                        first,
                        InjectionContract.DEFAULT_MAX_BYTES))
                .content());

        assertThat(refined.notUnderstood())
                .extracting(UnmappedClause::clause)
                .startsWith("margin")
                .contains("lunar phase");
        DashboardSpec unchanged = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(
                        Tables.gdp(),
                        List.of(),
                        "asap",
                        null,
                        ArtifactForm.SPEC,
                        first,
                        InjectionContract.DEFAULT_MAX_BYTES))
                .content());
        assertThat(unchanged.notUnderstood())
                .last()
                .isEqualTo(new UnmappedClause("asap", "no column or value of the table matches"));
        assertThat(unchanged.notes()).last().asString().contains("the draft is unchanged");
        assertThat(unchanged.charts()).isEqualTo(SpecJson.read(first).charts());
    }
}
