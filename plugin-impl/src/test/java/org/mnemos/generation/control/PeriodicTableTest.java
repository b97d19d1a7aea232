package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.platform.Json;

/**
 * A World Bank series (a value per country and year) is read at its latest year: its default KPIs and top rows
 * are not totals across sixty years, and the rows show their year; transactions keep their totals.
 */
class PeriodicTableTest {

    private static final ColumnProfile YEAR_WITHOUT_SEMANTIC_TYPE = new ColumnProfile(
            "Year", "integer", 0, 60, true, "1961", "2020", 1990.0, 17.0, null, List.of(), false, null);

    /** 6 countries × 60 years, profiled before semantic types existed. */
    private static final DataProfile GDP = new DataProfile(
            360,
            "test",
            List.of(
                    Tables.category("Country Name", "China", "United States", "Germany", "India", "Japan", "Brazil"),
                    YEAR_WITHOUT_SEMANTIC_TYPE,
                    Tables.number("Value")),
            List.of(),
            "",
            0,
            0);

    @Test
    void aSeriesPerCountryAndYearShowsItsLatestYearWithTheYearInItsRows() throws Exception {
        String content = new OfflineSpecGenerator()
                .generate(new GenerationRequest(GDP, List.of(), null, null))
                .content();
        JsonNode spec = Json.mapper().readTree(content);

        assertThat(SpecCheck.check(content, GDP)).isEmpty();
        for (JsonNode kpi : spec.path("kpis")) {
            assertThat(kpi.path("field").asText()).as("a year is no measure").isNotEqualTo("Year");
            assertThat(kpi.at("/filters/0/op").asText()).isEqualTo("relative");
            assertThat(kpi.at("/filters/0/field").asText()).isEqualTo("Year");
            assertThat(kpi.at("/filters/0/unit").asText()).isEqualTo("year");
            assertThat(kpi.path("title").asText()).endsWith("latest year");
        }
        JsonNode table = spec.at("/tables/0");
        assertThat(table.path("columns").findValuesAsText("field")).contains("Country Name", "Year", "Value");
        assertThat(table.at("/filters/0/field").asText()).isEqualTo("Year");
    }

    @Test
    void yearsThatDateAnEventAreNoPeriods() {
        ColumnProfile built = new ColumnProfile(
                "built_year", "integer", 0, 60, true, "1961", "2020", 1990.0, 17.0, null, List.of(), false, null);
        DataProfile mills = new DataProfile(
                60,
                "test",
                List.of(Tables.category("Type", "Grondzeiler", "Bovenkruier"), built, Tables.number("Height")),
                List.of(),
                "",
                0,
                0);

        assertThat(PeriodicTable.of(mills))
                .as("one mill built a year is not a yearly series")
                .isEmpty();
        assertThat(PeriodicTable.of(GDP)).isPresent();
    }

    @Test
    void transactionsKeepTheirTotals() throws Exception {
        DataProfile superstore = Tables.superstore();
        String content = new OfflineSpecGenerator()
                .generate(new GenerationRequest(superstore, List.of(), null, null))
                .content();

        assertThat(PeriodicTable.of(superstore)).isEmpty();
        assertThat(Json.mapper().readTree(content).at("/kpis/0/filters").isMissingNode())
                .isTrue();
    }
}
