package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.generation.control.Tables.category;
import static org.mnemos.generation.control.Tables.number;
import static org.mnemos.generation.control.Tables.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.platform.Json;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * The offline generator on the phrasings of template-written chart requests (nvBench's): a number named beside
 * a category is plotted as it is, even an employee number; "A vs B based on A"; letters in a name, dates and
 * "either 1999 or 2000" as filters; a handful of dates shown day by day; a series of one row is none.
 */
class NvBenchPhrasingsTest {

    private static final OfflineSpecGenerator GENERATOR =
            new OfflineSpecGenerator(new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q));

    /** 200 employees hired on 12 days; a player number, a yes/no flag, names, teams and positions. */
    private static final DataProfile PLAYERS = table(
            new ColumnProfile(
                    "Player_ID", "identifier", 0, 1000, true, "1", "1000", null, null, null, List.of(), false, null),
            category("Team", "Lions", "Tigers", "Bears"),
            category("Position", "Guard", "Forward", "Center"),
            category("Retired", "yes", "no"),
            new ColumnProfile("Name", "text", 0, 1000, true, null, null, null, null, null, List.of(), false, null),
            Tables.days("Hire_date", 12, "2000-01-03", "2003-06-30"),
            new ColumnProfile(
                            "Season", "integer", 0, 30, true, "1990", "2019", 2005.0, 8.0, null, List.of(), false, null)
                    .withSemantic(SemanticType.YEAR, "1990-2019", List.of()),
            number("Salary"));

    @Test
    void aNumberNamedBesideACategoryIsPlottedAsItIsEvenAnIdentifier() {
        JsonNode chart =
                chart("Find Team and Player_ID, and group by attribute Position, and visualize them by a bar chart.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Team");
        assertThat(chart.at("/y/field").asText()).isEqualTo("Player_ID");
        assertThat(chart.at("/y/aggregate").asText())
                .as("nothing added up, nothing counted")
                .isEqualTo("none");
        assertThat(chart.at("/colour/field").asText()).isEqualTo("Position");
    }

    @Test
    void valuesOneARowOverADateSitAtTheirOwnDates() {
        JsonNode chart = chart("Show me the change of Player_ID over Hire_date in a line chart.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Hire_date");
        assertThat(chart.at("/y/aggregate").asText()).isEqualTo("none");
        assertThat(chart.at("/x/timeUnit").isMissingNode())
                .as("no bins under raw values")
                .isTrue();
    }

    @Test
    void aHandfulOfDatesIsCountedDayByDay() {
        JsonNode chart = chart("A line chart of the number of players by Hire_date.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Hire_date");
        assertThat(chart.at("/x/timeUnit").asText())
                .as("12 dates over three years need no bins")
                .isEqualTo("day");
    }

    @Test
    void aColumnNamedBesideTheNumberOfRowsIsCountedByValue() {
        JsonNode named = chart("Show all Position and corresponding number of players by a scatter chart.");
        JsonNode counted = chart("Please give me a bar chart that counts the number of Team of players.");

        assertThat(named.at("/x/field").asText()).isEqualTo("Position");
        assertThat(named.at("/y/aggregate").asText()).isEqualTo("count");
        assertThat(named.at("/mark").asText()).isEqualTo("point");
        assertThat(counted.at("/x/field").asText()).isEqualTo("Team");
        assertThat(counted.at("/y/aggregate").asText()).isEqualTo("count");
    }

    @Test
    void theColumnAfterBasedOnIsTheAxisAndTheOtherTheStacks() {
        JsonNode chart = chart("Stack bar chart of how many Team vs Position based on Team.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Team");
        assertThat(chart.at("/colour/field").asText()).isEqualTo("Position");
    }

    @Test
    void lettersInANameDatesAndEitherOfTwoYearsAreFilters() {
        assertThat(chart(
                                "For players who have the letters D or S in their Name, a bar chart of the average Salary by Team.")
                        .at("/filters/0")
                        .toString())
                .isEqualTo("{\"field\":\"Name\",\"op\":\"contains\",\"values\":[\"D\",\"S\"]}");
        assertThat(chart("For players hired before 2002-06-21, the number of players by Team in a bar chart.")
                        .at("/filters/0")
                        .toString())
                .as("a date bound covers its day: before the 21st ends on the 20th")
                .isEqualTo("{\"field\":\"Hire_date\",\"op\":\"range\",\"max\":\"2002-06-20\"}");
        assertThat(chart("The number of players by Team hired after 2001 in a bar chart.")
                        .at("/filters/0")
                        .toString())
                .isEqualTo("{\"field\":\"Hire_date\",\"op\":\"range\",\"min\":\"2002\"}");
        JsonNode bounded = chart("The number of players by Team with Salary at most 200, as a bar chart.");
        assertThat(bounded.at("/limit").isMissingNode())
                .as("'at most' is a bound, not a top 200")
                .isTrue();
        assertThat(bounded.at("/filters/0/field").asText()).isEqualTo("Salary");
        assertThat(chart("The number of players by Team hired in either 2000 or 2001 in a bar chart.")
                        .at("/filters/0")
                        .toString())
                .isEqualTo("{\"field\":\"Hire_date\",\"op\":\"range\",\"min\":\"2000-01-01\",\"max\":\"2001-12-31\"}");
        assertThat(chart("The number of players by Team hired in either 2000 or 2003 in a bar chart.")
                        .at("/filters")
                        .isMissingNode())
                .as("two years apart are two ranges, which no filter holds")
                .isTrue();
        assertThat(chart("Which teams had a player in either 1999 or 2000 Season, count them by a bar chart.")
                        .at("/filters/0")
                        .toString())
                .isEqualTo("{\"field\":\"Season\",\"op\":\"in\",\"values\":[\"1999\",\"2000\"]}");
    }

    @Test
    void aValueIsMetByItsOwnWordsAndASeriesOfOneRowIsNone() {
        JsonNode chart = chart("The number of players for each Team and Player_ID, as a bar chart.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Team");
        assertThat(chart.at("/filters").isMissingNode())
                .as("'number' is no 'no' of Retired")
                .isTrue();
        assertThat(chart.at("/colour/field").asText())
                .as("a player a series splits nothing")
                .isNotEqualTo("Player_ID");
    }

    @Test
    void theYearOfANumberIsAFilterOperandNotAnAxisGrain() {
        JsonNode chart = chart("Total Salary for each Team of players hired after the year of 2001, in a bar chart.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Team");
        assertThat(chart.at("/filters/0/field").asText()).isEqualTo("Hire_date");
        assertThat(chart.at("/filters/0/min").asText()).isEqualTo("2002");
    }

    @Test
    void categorizedByNamesTheSeries() {
        JsonNode chart = chart("A bar chart of the total Salary by Hire_date categorized by the Position.");

        assertThat(chart.at("/x/field").asText()).isEqualTo("Hire_date");
        assertThat(chart.at("/colour/field").asText()).isEqualTo("Position");
    }

    @Test
    void aPossessiveOwnerYieldsToTheColumnItOwns() {
        JsonNode chart = chart("A scatter chart of Salary and Hire_date that groups by player's Position.");

        assertThat(chart.at("/colour/field").asText())
                .as("the player's position, not the player id")
                .isEqualTo("Position");
    }

    private static JsonNode chart(String instruction) {
        try {
            String spec = GENERATOR
                    .generate(new GenerationRequest(PLAYERS, List.of(), instruction, null))
                    .content();
            assertThat(SpecCheck.check(spec, PLAYERS)).isEmpty();
            return Json.mapper().readTree(spec).at("/charts/0");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
