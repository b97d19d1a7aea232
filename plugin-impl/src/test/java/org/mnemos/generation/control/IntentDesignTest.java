package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.platform.Json;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/** The offline generator answering the requests of issue 28 on tables of the shapes the owners brought. */
class IntentDesignTest {

    private static final OfflineSpecGenerator GENERATOR =
            new OfflineSpecGenerator(new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q));

    @Test
    void serviceRequestsVolumeByComplaintTypeAndBoroughWithStatusAsColour() {
        DataProfile profile = Tables.serviceRequests();
        JsonNode spec = generate(
                profile,
                "service request operations dashboard: volume by complaint type and borough, open vs closed,"
                        + " resolution time",
                List.of("Borough colours Brooklyn=#3B82F6, Queens=#10B981"));

        JsonNode first = spec.at("/charts/0");
        assertThat(first.at("/x/field").asText()).isEqualTo("Complaint Type");
        assertThat(first.at("/y/aggregate").asText()).isEqualTo("count");
        assertThat(first.at("/mark").asText()).isEqualTo("bar");
        assertThat(first.at("/x/sort").asText()).as("largest first").isEqualTo("-y");
        assertThat(first.at("/colour/field").asText()).isIn("Borough", "Status");
        assertThat(fields(spec, "/charts", "/y/field"))
                .as("no parcel, coordinate or key is measured")
                .doesNotContain("BBL", "X Coordinate (State Plane)", "Y Coordinate (State Plane)", "Unique Key");
        assertThat(fields(spec, "/kpis", "/field"))
                .doesNotContain("BBL", "X Coordinate (State Plane)", "Y Coordinate (State Plane)", "Latitude");
        assertThat(spec.at("/formatRules/categoryColours").toString())
                .as("the specification's Brooklyn is the data's BROOKLYN")
                .isEqualTo("[{\"field\":\"Borough\",\"value\":\"BROOKLYN\",\"colour\":\"#3B82F6\"},"
                        + "{\"field\":\"Borough\",\"value\":\"QUEENS\",\"colour\":\"#10B981\"}]");
        assertThat(spec.at("/derived/0/kind").asText()).isEqualTo("dateDiff");
        assertThat(spec.at("/derived/0/from").asText()).isEqualTo("Created Date");
        assertThat(spec.at("/derived/0/to").asText()).isEqualTo("Closed Date");
        String duration = spec.at("/derived/0/name").asText();
        assertThat(fields(spec, "/kpis", "/field"))
                .as("resolution time is shown")
                .contains(duration);
        assertThat(spec.get("notes").toString()).contains("'resolution time': Closed Date − Created Date");
        assertThat(SpecCheck.check(spec.toString(), profile)).isEmpty();
    }

    @Test
    void clausesTheTableCannotAnswerAreNamedInTheNotes() {
        JsonNode spec = generate(Tables.gdp(), "margin by country, GDP over time", List.of());

        assertThat(spec.get("notes").toString()).contains("'margin'");
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("Year");
    }

    @Test
    void topFiveAndOnlyAYearBecomeALimitAndAFilter() {
        JsonNode spec = generate(Tables.serviceRequests(), "top 5 complaint types in Brooklyn", List.of());

        JsonNode chart = spec.at("/charts/0");
        assertThat(chart.at("/x/field").asText()).isEqualTo("Complaint Type");
        assertThat(chart.at("/limit/n").asInt()).isEqualTo(5);
        assertThat(chart.at("/filters/0").toString())
                .isEqualTo("{\"field\":\"Borough\",\"op\":\"equals\",\"values\":[\"BROOKLYN\"]}");
    }

    @Test
    void gdpByCountryOverTimeIsALineOfValueByYear() {
        DataProfile profile = Tables.gdp();
        JsonNode spec = generate(profile, "GDP by country over time, with the largest economies", List.of());

        JsonNode line = spec.at("/charts/0");
        assertThat(line.at("/mark").asText()).isEqualTo("line");
        assertThat(line.at("/x/field").asText()).isEqualTo("Year");
        assertThat(line.at("/y/field").asText()).isEqualTo("Value");
        assertThat(line.at("/colour/field").asText()).isEqualTo("Country Name");
        assertThat(line.at("/x/timeUnit").isMissingNode())
                .as("a year column is its own axis")
                .isTrue();
        assertThat(line.at("/colourLimit/n").asInt())
                .as("the largest economies")
                .isEqualTo(10);
        assertThat(spec.at("/exclusions/0/field").asText()).isEqualTo("Country Name");
        assertThat(spec.at("/exclusions/0/values").toString()).isEqualTo("[\"World\",\"High income\"]");
        assertThat(fields(spec, "/kpis", "/field")).doesNotContain("Year", "Country Code");
        assertThat(SpecCheck.check(spec.toString(), profile)).isEmpty();
    }

    @Test
    void twoMeasuresAreAScatterAndAShareOfFewCategoriesAPie() {
        JsonNode scatter = generate(Tables.census(), "relationship between age and hours per week", List.of());
        assertThat(scatter.at("/charts/0/mark").asText()).isEqualTo("point");
        assertThat(scatter.at("/charts/0/x/field").asText()).isEqualTo("age");
        assertThat(scatter.at("/charts/0/y/field").asText()).isEqualTo("hours_per_week");

        JsonNode pie = generate(Tables.census(), "count by workclass as a pie chart", List.of());
        assertThat(pie.at("/charts/0/mark").asText()).isEqualTo("arc");
        assertThat(pie.at("/charts/0/colour/field").asText()).isEqualTo("workclass");
    }

    @Test
    void aChartOfTheNumberOfACategoryCountsRowsPerValueAndWithoutAChartStaysAKpi() {
        JsonNode bars = generate(Tables.serviceRequests(), "a bar chart of the number of complaint types", List.of());
        assertThat(bars.at("/charts/0/mark").asText()).isEqualTo("bar");
        assertThat(bars.at("/charts/0/x/field").asText()).isEqualTo("Complaint Type");
        assertThat(bars.at("/charts/0/y/aggregate").asText()).isEqualTo("count");

        JsonNode kpi = generate(Tables.serviceRequests(), "the number of complaint types", List.of());
        assertThat(kpi.at("/charts/0/x/field").asText()).isNotEqualTo("Complaint Type");
        assertThat(fields(kpi, "/kpis", "/field")).contains("Complaint Type");
    }

    @Test
    void aSumOfAnIdentifierIsCountedAndSaidSo() {
        GenerationRequest request =
                new GenerationRequest(Tables.serviceRequests(), List.of(), "total BBL by borough", null);
        JsonNode spec = json(GENERATOR.generate(request));

        assertThat(spec.at("/charts/0/y/aggregate").asText()).isEqualTo("count");
    }

    private static List<String> fields(JsonNode spec, String list, String pointer) {
        List<String> fields = new ArrayList<>();
        spec.at(list).forEach(item -> fields.add(item.at(pointer).asText()));
        return fields;
    }

    private static JsonNode generate(DataProfile profile, String instruction, List<String> specs) {
        return json(GENERATOR.generate(new GenerationRequest(profile, specs, instruction, null)));
    }

    private static JsonNode json(Generation generation) {
        try {
            return Json.mapper().readTree(generation.content());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
