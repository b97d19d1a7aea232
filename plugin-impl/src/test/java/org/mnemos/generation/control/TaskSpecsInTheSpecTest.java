package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Quantiles;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.platform.Json;

/**
 * Task specifications as users write them end up in the spec: category colours, threshold bands and
 * decimals, on the seed's weekly operations table (built by hand from the columns seed 000 lists) and
 * on superstore.
 */
public class TaskSpecsInTheSpecTest {

    private static final List<String> SEED_SPECS = List.of(
            "gate colours Supply=#3B82F6 Make=#10B981 Deliver=#F97316",
            "attainment ≥ 95 % green, < 80 % red",
            "percentages with one decimal",
            "Use dark theme (#1a1a2e background)");

    @Test
    void gateColoursColourTheBreakdownAndTheTrend() throws Exception {
        JsonNode spec = generate(weeklyOperations(), SEED_SPECS);

        assertThat(spec.at("/formatRules/categoryColours").toString())
                .isEqualTo("[{\"field\":\"Gate\",\"value\":\"Supply\","
                        + "\"colour\":\"#3B82F6\"},{\"field\":\"Gate\",\"value\":\"Make\",\"colour\":\"#10B981\"},"
                        + "{\"field\":\"Gate\",\"value\":\"Deliver\",\"colour\":\"#F97316\"}]");
        assertThat(spec.at("/charts/1/x/field").asText())
                .as("the coloured column is the breakdown")
                .isEqualTo("Gate");
        assertThat(spec.at("/charts/0/colour/field").asText()).isEqualTo("Gate");
        assertThat(spec.at("/charts/0/x/timeUnit").asText())
                .as("a weekly dashboard")
                .isEqualTo("week");
    }

    @Test
    void attainmentBandsGoOnItsKpiAndIntoTheRules() throws Exception {
        JsonNode spec = generate(weeklyOperations(), SEED_SPECS);

        JsonNode attainment = kpi(spec, "Attainment");
        assertThat(attainment.get("aggregate").asText()).isEqualTo("avg");
        assertThat(attainment.get("thresholds").toString())
                .isEqualTo("[{\"min\":95.0,\"colour\":\"#16A34A\"},{\"max\":80.0,\"colour\":\"#DC2626\"}]");
        assertThat(attainment.get("format").toString())
                .as("percentage points, one decimal")
                .isEqualTo("{\"type\":\"number\",\"decimals\":1,\"suffix\":\"%\"}");
        assertThat(spec.at("/formatRules/thresholds/0/field").asText()).isEqualTo("Attainment");
        assertThat(spec.at("/formatRules/decimals").toString()).isEqualTo("[{\"type\":\"percent\",\"decimals\":1}]");
        assertThat(SpecCheck.check(Json.mapper().writeValueAsString(spec), weeklyOperations()))
                .isEmpty();
        assertThat(generate(weeklyOperations(), SEED_SPECS))
                .as("deterministic with rules too")
                .isEqualTo(spec);
    }

    @Test
    void theSeedsAppendixShowsAllFiveOnThePage() {
        JsonNode spec = generate(
                weeklyOperations(),
                List.of(
                        "Always use gate-based color coding: Supply=#3B82F6, Make=#10B981, Deliver=#F97316",
                        "Include executive summary cards with KPIs",
                        "Use dark theme (#1a1a2e background)",
                        "Format percentages to 1 decimal place",
                        "Show attainment >= 95% in green, < 80% red"));

        assertThat(spec.get("theme").toString()).isEqualTo("{\"mode\":\"dark\",\"background\":\"#1a1a2e\"}");
        assertThat(spec.at("/formatRules/categoryColours")).hasSize(3);
        assertThat(spec.get("kpis")).isNotEmpty();
        assertThat(kpi(spec, "Attainment").at("/format/decimals").asInt()).isEqualTo(1);
        assertThat(kpi(spec, "Attainment").get("thresholds")).hasSize(2);
        assertThat(SpecCheck.check(spec.toString(), weeklyOperations())).isEmpty();
    }

    @Test
    void valuesInBillionsOfUsDollarsWithOneDecimal() {
        JsonNode spec = generate(
                SampleProfiles.load("superstore"), List.of("Sales in billions of US dollars with one decimal"));

        assertThat(kpi(spec, "Sales").get("format").toString())
                .isEqualTo("{\"type\":\"number\",\"decimals\":1,\"scale\":\"billions\",\"unit\":\"US$\","
                        + "\"unitPosition\":\"prefix\"}");
        assertThat(kpi(spec, "Profit").at("/format/scale").isMissingNode())
                .as("only the column named")
                .isTrue();
    }

    @Test
    void onAColumnOfFractionsAPercentBoundIsAFraction() {
        JsonNode spec = generate(
                SampleProfiles.load("superstore"),
                List.of(
                        "Discount above 20% red, under 5 % green",
                        "percentages with two decimals", "Region colours West=#3B82F6, East=#10B981"));

        assertThat(kpi(spec, "Discount").get("thresholds").toString())
                .isEqualTo("[{\"min\":0.2,\"colour\":\"#DC2626\"},{\"max\":0.05,\"colour\":\"#16A34A\"}]");
        assertThat(kpi(spec, "Discount").at("/format/decimals").asInt()).isEqualTo(2);
        assertThat(spec.at("/charts/1/x/field").asText()).isEqualTo("Region");
        assertThat(spec.at("/charts/0/colour/field").asText()).isEqualTo("Region");
    }

    @Test
    void coloursOfValuesTheColumnCannotHoldAreDropped() {
        JsonNode spec = generate(
                weeklyOperations(),
                List.of(
                        "Always use gate-based color coding: Supply=#3B82F6, Exec=#10B981",
                        "numbers with two decimals",
                        "Format currency to 2 decimal places",
                        "numbers with no decimals"));

        assertThat(spec.at("/formatRules/categoryColours").findValuesAsText("value"))
                .containsExactly("Supply");
        assertThat(spec.at("/formatRules/decimals").toString())
                .as("the last rule per type wins, in the order the types first appeared")
                .isEqualTo("[{\"type\":\"number\",\"decimals\":0},{\"type\":\"currency\",\"decimals\":2}]");
        assertThat(kpi(spec, "Attainment").at("/format/decimals").asInt())
                .as("percentage points keep theirs")
                .isEqualTo(1);
    }

    @Test
    void whatTheParserDoesNotUnderstandChangesNothing() {
        DataProfile superstore = SampleProfiles.load("superstore");
        String plain = new OfflineSpecGenerator()
                .generate(new GenerationRequest(superstore, List.of(), "", null))
                .content();

        String ignored = new OfflineSpecGenerator()
                .generate(new GenerationRequest(
                        superstore,
                        List.of(
                                "Use a serif font",
                                "show Profit between 10 and 20 in amber",
                                "Planet colours Mars=#FF0000"),
                        "",
                        null))
                .content();

        assertThat(ignored).isEqualTo(plain);
    }

    @Test
    void aColourRuleFollowsTheColumnItNamesNotAnotherHoldingItsValues() {
        // City comes first and holds all three boroughs (NYC's postal cities include BROOKLYN and QUEENS).
        DataProfile requests = Tables.table(
                Tables.category("City", "BROOKLYN", "QUEENS", "MANHATTAN", "BRONX", "ASTORIA", "JAMAICA"),
                Tables.category("Borough", "BROOKLYN", "QUEENS", "MANHATTAN", "BRONX"),
                Tables.number("Requests"));

        JsonNode spec = generate(requests, List.of("Borough colours Brooklyn=#3B82F6, Queens=#10B981"));

        assertThat(spec.at("/formatRules/categoryColours").toString())
                .isEqualTo("[{\"field\":\"Borough\",\"value\":\"BROOKLYN\",\"colour\":\"#3B82F6\"},"
                        + "{\"field\":\"Borough\",\"value\":\"QUEENS\",\"colour\":\"#10B981\"}]");
    }

    @Test
    void aColourRuleNamingNoColumnFollowsTheValues() {
        DataProfile superstore = SampleProfiles.load("superstore");

        JsonNode spec = generate(superstore, List.of("colours: furniture=#3B82F6; technology=#10B981"));

        assertThat(spec.at("/formatRules/categoryColours").findValuesAsText("field"))
                .containsExactly("Category", "Category");
        assertThat(spec.at("/formatRules/categoryColours").findValuesAsText("value"))
                .containsExactly("Furniture", "Technology");
    }

    @Test
    void aNamedColumnWithoutTheValuesLeavesTheRuleToTheColumnThatHasThem() {
        JsonNode spec = generate(weeklyOperations(), List.of("Region colours Supply=#3B82F6, Make=#10B981"));

        assertThat(spec.at("/formatRules/categoryColours").findValuesAsText("field"))
                .containsExactly("Gate", "Gate");
    }

    private static JsonNode kpi(JsonNode spec, String field) {
        for (JsonNode kpi : spec.get("kpis")) {
            if (kpi.get("field").asText().equals(field)) {
                return kpi;
            }
        }
        throw new AssertionError("no KPI card on " + field + " in " + spec);
    }

    private static JsonNode generate(DataProfile profile, List<String> specs) {
        try {
            String content = new OfflineSpecGenerator()
                    .generate(new GenerationRequest(profile, specs, "weekly operations dashboard", null))
                    .content();
            return Json.mapper().readTree(content);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Seed 000's 450-row weekly operations CSV, a few of its columns. */
    public static DataProfile weeklyOperations() {
        List<ColumnProfile> columns = List.of(
                categorical(
                        "LOB",
                        List.of(
                                new ValueCount("Product A", 120),
                                new ValueCount("Product B", 110),
                                new ValueCount("Services", 100),
                                new ValueCount("Product C", 120))),
                categorical(
                        "Gate",
                        List.of(
                                new ValueCount("Supply", 150),
                                new ValueCount("Make", 150),
                                new ValueCount("Deliver", 150))),
                categorical(
                        "Region",
                        List.of(
                                new ValueCount("Americas", 150),
                                new ValueCount("EMEA", 150),
                                new ValueCount("APAC", 150))),
                new ColumnProfile(
                        "Week",
                        "date",
                        0,
                        26,
                        true,
                        "2026-01-05",
                        "2026-06-29",
                        null,
                        null,
                        null,
                        List.of(),
                        false,
                        "yyyy-MM-dd"),
                numeric("Shipped", "integer", 0, 1800),
                numeric("Target", "integer", 100, 1500),
                numeric("Attainment", "decimal", 42.5, 131.0));
        return new DataProfile(450, "f".repeat(64), columns, List.of(), "", 0, 0);
    }

    private static ColumnProfile categorical(String name, List<ValueCount> values) {
        return new ColumnProfile(
                name, "categorical", 0, values.size(), true, null, null, null, null, null, values, true, null);
    }

    private static ColumnProfile numeric(String name, String type, double min, double max) {
        return new ColumnProfile(
                name,
                type,
                0,
                400,
                false,
                String.valueOf(min),
                String.valueOf(max),
                (min + max) / 2,
                (max - min) / 4,
                new Quantiles(min, (min + max) / 2, max),
                List.of(),
                false,
                null);
    }
}
