package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.programcheck.control.InjectionContract;

/** Offline refinement on the superstore dashboard: the edits it understands, charts it adds, notes otherwise. */
class SpecRefinementTest {

    private static final DataProfile SUPERSTORE = SampleProfiles.load("superstore");
    private static final OfflineSpecGenerator GENERATOR = new OfflineSpecGenerator();
    private static final String CURRENT = GENERATOR
            .generate(new GenerationRequest(SUPERSTORE, List.of(), "sales dashboard", null))
            .content();

    @Test
    void chartsAsBarsTopTenAndOneDecimalAreEditsOfTheCurrentSpec() throws JsonProcessingException {
        DashboardSpec before = SpecJson.read(CURRENT);
        DashboardSpec after = refine("show the charts as bars, top 10, one decimal");

        assertThat(before.charts()).extracting(Chart::mark).contains(Mark.LINE);
        assertThat(after.charts()).extracting(Chart::mark).containsOnly(Mark.BAR);
        assertThat(after.tables()).extracting(DetailTable::limit).containsOnly(10);
        assertThat(after.tables()).extracting(DetailTable::title).allMatch(t -> t.startsWith("Top 10 "));
        assertThat(after.kpis()).extracting(k -> k.format().decimals()).containsOnly(1);
        assertThat(after.kpis())
                .extracting(KpiCard::field)
                .isEqualTo(before.kpis().stream().map(KpiCard::field).toList());
        assertThat(after.layout()).isEqualTo(before.layout());
        assertThat(SpecCheck.check(SpecJson.write(after), SUPERSTORE)).isEmpty();
    }

    @Test
    void aSortAndACurrencyAimedAtANamedColumnChangeOnlyThatColumn() throws JsonProcessingException {
        DashboardSpec before = SpecJson.read(CURRENT);
        DashboardSpec after = refine("sort ascending and Profit in EUR");

        assertThat(after.tables()).allSatisfy(t -> assertThat(t.sort().order()).isEqualTo(SortOrder.ASCENDING));
        assertThat(format(after, "Profit"))
                .isEqualTo(new NumberFormat(
                        FormatType.CURRENCY, format(before, "Profit").decimals(), "EUR", null));
        assertThat(format(after, "Sales")).isEqualTo(format(before, "Sales"));
        assertThat(after.tables().get(0).columns())
                .filteredOn(c -> c.field().equals("Profit"))
                .extracting(TableColumn::format)
                .allSatisfy(f -> assertThat(f.currency()).isEqualTo("EUR"));
    }

    @Test
    void anInstructionItCannotMapLeavesTheDraftAsItWasAndSaysSo() throws JsonProcessingException {
        DashboardSpec before = SpecJson.read(CURRENT);
        DashboardSpec after = refine("show the lunar phase");

        assertThat(after.charts()).isEqualTo(before.charts());
        assertThat(after.kpis()).isEqualTo(before.kpis());
        assertThat(after.notes()).anyMatch(n -> n.contains("lunar phase"));
    }

    @Test
    void aClauseOfItsOwnIsAddedAsAChartInTheLayout() throws JsonProcessingException {
        DashboardSpec before = SpecJson.read(CURRENT);
        DashboardSpec after = refine("add average discount by region");

        assertThat(after.charts()).hasSize(before.charts().size() + 1);
        Chart added = after.charts().get(after.charts().size() - 1);
        assertThat(added.x().field()).isEqualTo("Region");
        assertThat(added.y().field()).isEqualTo("Discount");
        assertThat(added.y().aggregate()).isEqualTo(Aggregate.AVG);
        assertThat(after.layout().rows().stream().flatMap(List::stream)).contains(added.id());
        assertThat(SpecCheck.check(SpecJson.write(after), SUPERSTORE)).isEmpty();
    }

    @Test
    void lineChartTopFiveByWeekBillionsAndNoTableAreEdits() throws JsonProcessingException {
        assertThat(refine("make it a line chart").charts())
                .extracting(Chart::mark)
                .containsOnly(Mark.LINE);
        assertThat(refine("only the top 5").charts())
                .filteredOn(c -> c.mark() == Mark.BAR)
                .allSatisfy(c -> assertThat(c.limit().n()).isEqualTo(5));
        assertThat(refine("by week").charts())
                .filteredOn(c -> c.x().timeUnit() != null)
                .extracting(c -> c.x().timeUnit())
                .containsOnly(TimeUnit.WEEK);
        assertThat(format(refine("use billions"), "Sales").scale()).isEqualTo(Scale.BILLIONS);
        DashboardSpec noTable = refine("remove the table");
        assertThat(noTable.tables()).isEmpty();
        assertThat(SpecCheck.check(SpecJson.write(noTable), SUPERSTORE)).isEmpty();
    }

    @Test
    void theSameRefinementGivesTheSameBytes() {
        assertThat(GENERATOR.generate(refinement("as lines, two decimals")).content())
                .isEqualTo(
                        GENERATOR.generate(refinement("as lines, two decimals")).content())
                .isNotEqualTo(CURRENT);
    }

    private static DashboardSpec refine(String instruction) throws JsonProcessingException {
        return SpecJson.read(GENERATOR.generate(refinement(instruction)).content());
    }

    private static GenerationRequest refinement(String instruction) {
        return new GenerationRequest(
                SUPERSTORE,
                List.of(),
                instruction,
                null,
                ArtifactForm.SPEC,
                CURRENT,
                InjectionContract.DEFAULT_MAX_BYTES);
    }

    private static NumberFormat format(DashboardSpec spec, String field) {
        return spec.kpis().stream()
                .filter(k -> k.field().equals(field))
                .findFirst()
                .orElseThrow()
                .format();
    }

    private static DashboardSpec spec(String json) {
        try {
            return SpecJson.read(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
