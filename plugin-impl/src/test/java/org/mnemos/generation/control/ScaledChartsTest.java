package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.UnitPosition;
import org.mnemos.programcheck.control.InjectionContract;

/** "Values in billions" scales the charts' y values as well as the KPIs, from a task specification or a refinement. */
class ScaledChartsTest {

    private static final OfflineSpecGenerator GENERATOR = new OfflineSpecGenerator();

    @Test
    void aScaleInTheTaskSpecificationFormatsTheChartsOfAmountsNotTheCounts() throws Exception {
        String content = GENERATOR
                .generate(new GenerationRequest(
                        Tables.gdp(),
                        List.of("values in billions of US dollars with one decimal"),
                        "GDP by country over time, with the largest economies, number of rows by country",
                        null))
                .content();
        DashboardSpec spec = SpecJson.read(content);

        NumberFormat billions =
                new NumberFormat(FormatType.NUMBER, 1, null, null, Scale.BILLIONS, "US$", UnitPosition.PREFIX);
        assertThat(spec.charts())
                .filteredOn(c -> c.y().field().equals("Value") && c.y().amount())
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.y().format()).isEqualTo(billions));
        assertThat(spec.charts())
                .filteredOn(c -> !c.y().amount())
                .allSatisfy(c -> assertThat(c.y().format()).isNull());
        assertThat(SpecCheck.check(content, Tables.gdp())).isEmpty();
    }

    @Test
    void withoutAScaleTheChartsKeepTheirPlainValues() throws Exception {
        DashboardSpec spec = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(Tables.gdp(), List.of(), "Value by country over time", null))
                .content());

        assertThat(spec.charts()).extracting(c -> c.y().format()).containsOnlyNulls();
    }

    @Test
    void useBillionsScalesTheChartsOfAmountsOfTheCurrentDraft() throws Exception {
        var superstore = SampleProfiles.load("superstore");
        String current = GENERATOR
                .generate(new GenerationRequest(superstore, List.of(), "sales by region", null))
                .content();
        String refined = GENERATOR
                .generate(new GenerationRequest(
                        superstore,
                        List.of(),
                        "use billions",
                        null,
                        ArtifactForm.SPEC,
                        current,
                        InjectionContract.DEFAULT_MAX_BYTES))
                .content();

        List<Chart> amounts = SpecJson.read(refined).charts().stream()
                .filter(c -> c.y().amount())
                .toList();
        assertThat(amounts)
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.y().format().scale()).isEqualTo(Scale.BILLIONS));
        assertThat(SpecCheck.check(refined, superstore)).isEmpty();
    }
}
