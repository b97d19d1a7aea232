package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.platform.Json;

/** The offline generator on every shared sample table, and what a business user expects of each. */
class OfflineSpecGeneratorTest {

    private static final List<String> TABLES = SampleProfiles.ALL;

    private final OfflineSpecGenerator generator = new OfflineSpecGenerator();

    @ParameterizedTest
    @FieldSource("TABLES")
    void everySampleTableGivesAValidDeterministicDashboard(String table) {
        DataProfile profile = SampleProfiles.load(table);

        Generation first = generator.generate(request(profile, List.of()));
        Generation second = generator.generate(request(SampleProfiles.load(table), List.of()));

        assertThat(SpecCheck.check(first.content(), profile)).as(table).isEmpty();
        assertThat(second.content()).as("byte-identical").isEqualTo(first.content());
        JsonNode spec = json(first);
        assertThat(spec.get("kpis")).as(table).isNotEmpty();
        assertThat(spec.get("tables")).as(table).hasSize(1);
        assertThat(first.form()).isEqualTo(ArtifactForm.SPEC);
        assertThat(first.generator()).isEqualTo("offline");
        assertThat(first.model()).isNull();
        assertThat(first.completionTokens()).isZero();
    }

    @Test
    void superstore() {
        JsonNode spec = generate("superstore");

        assertThat(spec.get("kpis").findValuesAsText("field"))
                .containsExactly("Sales", "Profit", "Quantity", "Discount", "Order ID");
        assertThat(spec.at("/kpis/0/aggregate").asText()).isEqualTo("sum");
        assertThat(spec.at("/kpis/0/format/type").asText()).isEqualTo("currency");
        assertThat(spec.at("/kpis/3/aggregate").asText())
                .as("a discount is averaged")
                .isEqualTo("avg");
        assertThat(spec.at("/kpis/3/format/type").asText()).isEqualTo("percent");
        assertThat(spec.at("/kpis/4/aggregate").asText()).isEqualTo("distinct");
        assertThat(spec.at("/kpis/4/title").asText()).isEqualTo("Orders");
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("Order Date");
        assertThat(spec.at("/charts/0/x/timeUnit").asText()).isEqualTo("month");
        assertThat(spec.at("/charts/0/mark").asText()).isEqualTo("line");
        assertThat(spec.at("/charts/0/y/field").asText()).isEqualTo("Sales");
        assertThat(spec.at("/charts/1/x/field").asText()).isEqualTo("Region");
        assertThat(spec.at("/charts/1/x/sort").asText()).isEqualTo("-y");
        assertThat(spec.at("/tables/0/sort/field").asText()).isEqualTo("Sales");
        assertThat(spec.at("/tables/0/sort/order").asText()).isEqualTo("descending");
        assertThat(spec.at("/tables/0/limit").asInt()).isEqualTo(20);
        assertThat(spec.at("/tables/0/columns").findValuesAsText("field"))
                .contains("Order Date", "Product Name", "Region", "Sales", "Profit");
        assertThat(spec.toString()).doesNotContain("Row ID", "Postal Code");
    }

    @Test
    void supplyChain() {
        JsonNode spec = generate("supply-chain");

        assertThat(spec.get("kpis").findValuesAsText("field"))
                .startsWith("Line Item Value", "Line Item Quantity", "Line Item Insurance (USD)")
                .doesNotContain("ID", "Unit of Measure (Per Pack)");
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("Scheduled Delivery Date");
        assertThat(spec.at("/charts/0/x/timeUnit").asText())
                .as("nine and a half years")
                .isEqualTo("quarter");
        assertThat(spec.at("/charts/1/mark").asText()).isEqualTo("bar");
        assertThat(spec.at("/tables/0/sort/field").asText()).isEqualTo("Line Item Value");
    }

    @Test
    void telcoChurnHasNoDateSoNoTimeSeries() {
        JsonNode spec = generate("telco-churn");

        assertThat(spec.get("kpis").findValuesAsText("field"))
                .containsExactly("MonthlyCharges", "TotalCharges", "tenure")
                .doesNotContain("SeniorCitizen");
        assertThat(spec.get("charts")).hasSize(1);
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("PaymentMethod");
        assertThat(spec.at("/kpis/2/aggregate").asText()).isEqualTo("avg");
    }

    @Test
    void northwindOrdersCountOrdersAndChartFreightByMonth() {
        JsonNode spec = generate("northwind-orders");

        assertThat(spec.at("/kpis/1/title").asText()).isEqualTo("Orders");
        assertThat(spec.get("kpis").findValuesAsText("field"))
                .containsExactly("freight", "orderID")
                .doesNotContain("employeeID", "shipVia");
        assertThat(spec.at("/charts/0/x/timeUnit").asText()).isEqualTo("month");
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("orderDate");
    }

    @Test
    void aTableWithoutMeasuresCountsRows() {
        JsonNode spec = generate("northwind-customers");

        assertThat(spec.at("/kpis/0/aggregate").asText()).isEqualTo("count");
        assertThat(spec.at("/charts/0/y/aggregate").asText()).isEqualTo("count");
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("contactTitle");
        assertThat(spec.at("/tables/0/sort").isMissingNode()).isTrue();
        assertThat(spec.at("/tables/0/columns")).hasSize(8);
    }

    @Test
    void categoriesThatDoNotRepeatAreNotChartedAtAll() {
        assertThat(generate("northwind-regions").get("charts")).isEmpty();
    }

    @Test
    void theInstructionTitlesTheDashboardAndCanAskForWeeks() {
        JsonNode spec = json(generator.generate(
                new GenerationRequest(SampleProfiles.load("superstore"), List.of(), "weekly sales dashboard", null)));

        assertThat(spec.get("title").asText()).isEqualTo("Weekly sales dashboard");
        assertThat(spec.at("/charts/0/x/timeUnit").asText()).isEqualTo("week");
    }

    @Test
    void columnsNamedWithWholeSentencesGiveAValidDashboardWithDistinctIds() {
        // The column names of FiveThirtyEight's bad-drivers table: ids and titles built from them overran the spec.
        DataProfile profile = Tables.table(
                Tables.category("State", "Alabama", "Alaska", "Arizona"),
                Tables.number("Percentage Of Drivers Involved In Fatal Collisions Who Were Speeding"),
                Tables.number("Percentage Of Drivers Involved In Fatal Collisions Who Were Alcohol-Impaired"),
                Tables.number("Losses incurred by insurance companies for collisions per insured driver ($)"));

        Generation generation = generator.generate(request(profile, List.of()));

        assertThat(SpecCheck.check(generation.content(), profile)).isEmpty();
        JsonNode spec = json(generation);
        List<String> ids = spec.get("kpis").findValuesAsText("id");
        assertThat(ids).hasSizeGreaterThanOrEqualTo(3).doesNotHaveDuplicates();
        assertThat(spec.get("kpis").findValuesAsText("title"))
                .allSatisfy(title -> assertThat(title).hasSizeLessThanOrEqualTo(60))
                .anySatisfy(title -> assertThat(title).endsWith("…"));
    }

    @Test
    void promptTokensAreCountedOnTheComposedPromptOrZero() {
        DataProfile profile = SampleProfiles.load("superstore");

        assertThat(generator.generate(request(profile, List.of())).promptTokens())
                .isZero();
        Generation counted = generator.generate(
                new GenerationRequest(profile, List.of(), "dashboard", new ComposedPrompt("## Data", profile.text())));
        assertThat(counted.promptTokens()).isEqualTo(profile.tokens() + 3);
    }

    private JsonNode generate(String table) {
        return json(generator.generate(request(SampleProfiles.load(table), List.of())));
    }

    private static GenerationRequest request(DataProfile profile, List<String> specs) {
        return new GenerationRequest(profile, specs, "sales dashboard", null);
    }

    private static JsonNode json(Generation generation) {
        try {
            return Json.mapper().readTree(generation.content());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
