package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.AxisSort;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Mark;

/**
 * Issue 28's two requests: a dimension asked for that the colour cannot show gets its own chart (in the owner's
 * colours), and a ranking over time picks the series while the years stay in order.
 */
class EveryDimensionShownTest {

    private static final OfflineSpecGenerator GENERATOR = new OfflineSpecGenerator();

    @Test
    void volumeByTypeAndBoroughWithStatusAsColourAlsoChartsTheBoroughInItsColours() throws Exception {
        String content = GENERATOR
                .generate(new GenerationRequest(
                        Tables.serviceRequests(),
                        List.of("Borough colours Brooklyn=#3B82F6, Queens=#10B981"),
                        "volume by complaint type and borough, open vs closed",
                        null))
                .content();
        DashboardSpec spec = SpecJson.read(content);

        assertThat(spec.charts())
                .anySatisfy(c -> {
                    assertThat(c.x().field()).isEqualTo("Complaint Type");
                    assertThat(c.colour().field()).isEqualTo("Status");
                })
                .anySatisfy(c -> {
                    assertThat(c.x().field()).isEqualTo("Borough");
                    assertThat(c.y().aggregate()).isEqualTo(Aggregate.COUNT);
                    assertThat(c.colour().field())
                            .as("the owner's borough colours")
                            .isEqualTo("Borough");
                    assertThat(c.x().sort()).isEqualTo(AxisSort.BY_Y_DESCENDING);
                });
        assertThat(SpecCheck.check(content, Tables.serviceRequests())).isEmpty();
    }

    @Test
    void withoutAColourRuleTheSecondDimensionIsSplitByTheAskedColour() throws Exception {
        DashboardSpec spec = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(
                        Tables.serviceRequests(),
                        List.of(),
                        "volume by complaint type and borough, open vs closed",
                        null))
                .content());

        Chart borough = spec.charts().stream()
                .filter(c -> c.x().field().equals("Borough"))
                .findFirst()
                .orElseThrow();
        assertThat(borough.colour().field()).isEqualTo("Status");
        assertThat(borough.stack()).isNotNull();
    }

    @Test
    void aStackedDashboardMadeALineChartStaysValid() throws Exception {
        String first = GENERATOR
                .generate(new GenerationRequest(
                        Tables.serviceRequests(),
                        List.of(),
                        "volume by complaint type and borough, open vs closed",
                        null))
                .content();
        String lines = GENERATOR
                .generate(new GenerationRequest(
                        Tables.serviceRequests(),
                        List.of(),
                        "make it a line chart",
                        null,
                        org.mnemos.dashboard.entity.ArtifactForm.SPEC,
                        first,
                        org.mnemos.programcheck.control.InjectionContract.DEFAULT_MAX_BYTES))
                .content();

        assertThat(SpecJson.read(lines).charts()).allSatisfy(c -> {
            assertThat(c.mark()).isEqualTo(Mark.LINE);
            assertThat(c.stack()).isNull();
        });
        assertThat(SpecCheck.check(lines, Tables.serviceRequests())).isEmpty();
    }

    @Test
    void theLargestEconomiesOverTimeKeepTheYearsInOrder() throws Exception {
        DashboardSpec spec = SpecJson.read(GENERATOR
                .generate(new GenerationRequest(
                        Tables.gdp(), List.of(), "GDP by country over time, with the largest economies", null))
                .content());

        Chart line = spec.charts().get(0);
        assertThat(line.mark()).isEqualTo(Mark.LINE);
        assertThat(line.x().sort()).isEqualTo(AxisSort.ASCENDING);
        assertThat(line.colourLimit()).isNotNull();
    }
}
