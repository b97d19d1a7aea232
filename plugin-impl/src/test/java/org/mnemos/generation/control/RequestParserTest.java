package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ChartWish;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.DerivedMeasure;
import org.mnemos.generation.entity.FilterIntent;
import org.mnemos.generation.entity.FilterOp;
import org.mnemos.generation.entity.MatchBasis;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RequestIntent;
import org.mnemos.generation.entity.SortIntent;
import org.mnemos.generation.entity.TimeGrain;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/** Owners' multi-clause requests on tables of the shapes issue 28 saw, read by the parser with its embedding model. */
class RequestParserTest {

    private final RequestParser parser = new RequestParser(new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q));

    @Test
    void serviceRequestsVolumeByTypeAndBoroughOpenVsClosedAndResolutionTime() {
        RequestIntent intent = parser.parse(
                "service request operations dashboard: volume by complaint type and borough, open vs closed, resolution time",
                Tables.serviceRequests());

        ClauseIntent volume = clauseWithDimensions(intent);
        assertThat(volume.measures()).extracting(MeasureIntent::aggregation).containsExactly(Aggregation.COUNT);
        assertThat(columns(volume)).containsExactly("Complaint Type", "Borough");
        assertThat(volume.colour().column()).isEqualTo("Status");
        DerivedMeasure resolution = intent.clauses().stream()
                .flatMap(c -> c.measures().stream())
                .map(MeasureIntent::derived)
                .filter(d -> d != null)
                .findFirst()
                .orElseThrow();
        assertThat(resolution).isEqualTo(new DerivedMeasure.Duration("resolution time", "Created Date", "Closed Date"));
        assertThat(intent.clauses())
                .noneMatch(c -> c.measures().stream()
                        .anyMatch(m -> m.column() != null
                                && List.of("BBL", "X Coordinate (State Plane)", "Unique Key")
                                        .contains(m.column())));
    }

    @Test
    void aValueIsMatchedAsAPersonReadsIt() {
        ClauseIntent clause =
                only(parser.parse("open requests for Brooklyn by complaint type", Tables.serviceRequests()));

        assertThat(clause.filters())
                .extracting(FilterIntent::column, FilterIntent::values)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("Status", List.of("Open")),
                        org.assertj.core.groups.Tuple.tuple("Borough", List.of("BROOKLYN")));
        assertThat(columns(clause)).containsExactly("Complaint Type");
    }

    @Test
    void aFilterWrittenAsItsOwnClauseHoldsForEveryClause() {
        RequestIntent intent = parser.parse(
                "volume by borough; average resolution time by agency; only 2022", Tables.serviceRequests());

        assertThat(intent.clauses()).hasSize(2);
        assertThat(intent.filters()).singleElement().satisfies(f -> {
            assertThat(f.op()).isEqualTo(FilterOp.YEAR_EQUALS);
            assertThat(f.values()).containsExactly("2022");
            assertThat(f.field().basis()).isEqualTo(MatchBasis.ROLE);
        });
    }

    @Test
    void gdpByCountryOverTimeWithTheLargestEconomies() {
        ClauseIntent clause = only(parser.parse("GDP by country over time, with the largest economies", Tables.gdp()));

        assertThat(clause.measures()).singleElement().satisfies(m -> {
            assertThat(m.column()).isEqualTo("Value");
            assertThat(m.field().basis()).isEqualTo(MatchBasis.ONLY_MEASURE);
        });
        assertThat(columns(clause)).containsExactly("Country Name");
        assertThat(clause.time().column()).isEqualTo("Year");
        assertThat(clause.rank().largest()).isTrue();
    }

    @Test
    void shareOfAValueInAMeasurePerDimension() {
        ClauseIntent clause = only(parser.parse("share of furniture in sales per region", Tables.superstore()));

        assertThat(clause.measures()).singleElement().satisfies(m -> {
            assertThat(m.aggregation()).isEqualTo(Aggregation.SHARE);
            assertThat(m.column()).isEqualTo("Sales");
            assertThat(m.part().column()).isEqualTo("Category");
            assertThat(m.part().values()).containsExactly("Furniture");
        });
        assertThat(columns(clause)).containsExactly("Region");
    }

    @Test
    void averageHoursWorkedByAgeGroupBinsTheAge() {
        ClauseIntent clause = only(parser.parse("average hours worked by age group", Tables.census()));

        assertThat(clause.measures()).singleElement().satisfies(m -> {
            assertThat(m.aggregation()).isEqualTo(Aggregation.AVG);
            assertThat(m.column()).isEqualTo("hours_per_week");
        });
        assertThat(columns(clause)).containsExactly("age");
        assertThat(clause.binned()).containsExactly("age");
    }

    @Test
    void aChartWishWrittenAfterwardsShapesTheClauseBeforeIt() {
        ClauseIntent clause = only(parser.parse("revenue by segment, as a pie chart", Tables.superstore()));

        assertThat(clause.chart()).isEqualTo(ChartWish.PIE);
        assertThat(clause.measures()).singleElement().satisfies(m -> {
            assertThat(m.column()).isEqualTo("Sales");
            assertThat(m.field().basis()).isEqualTo(MatchBasis.SYNONYM);
        });
        assertThat(columns(clause)).containsExactly("Segment");
    }

    @Test
    void marginIsProfitOverSales() {
        ClauseIntent clause = only(parser.parse("margin by category in descending order", Tables.superstore()));

        assertThat(clause.measures())
                .singleElement()
                .extracting(MeasureIntent::derived)
                .isEqualTo(new DerivedMeasure.Ratio("margin", "Profit", "Sales"));
        assertThat(clause.sort()).isEqualTo(new SortIntent(SortIntent.SortKey.Y, true, null));
    }

    @Test
    void whatItCannotMapIsReportedNotGuessed() {
        RequestIntent intent = parser.parse("margin by borough, and the weather forecast", Tables.serviceRequests());

        assertThat(intent.notUnderstood()).extracting(u -> u.phrase()).contains("margin", "weather forecast");
        assertThat(intent.clauses()).flatExtracting(ClauseIntent::measures).isEmpty();
    }

    @Test
    void aDurationNeedsTwoDates() {
        RequestIntent intent = parser.parse("resolution time by country", Tables.gdp());

        assertThat(intent.notUnderstood()).singleElement().satisfies(u -> {
            assertThat(u.phrase()).isEqualTo("resolution time");
            assertThat(u.reason()).contains("two date columns");
        });
    }

    @Test
    void aValueListThatIsTheWholeCatalogIsADimension() {
        ClauseIntent clause = only(parser.parse("Show the average hours for male and female workers", Tables.census()));

        assertThat(columns(clause)).containsExactly("sex");
        assertThat(clause.filters()).isEmpty();
    }

    @Test
    void twoColumnsJoinedByAndStayOneClause() {
        RequestIntent intent = parser.parse(
                "Show hours_per_week and age, and group by attribute sex, order by the Y in ascending",
                Tables.census());

        ClauseIntent clause = only(intent);
        assertThat(clause.colour().column()).isEqualTo("sex");
        assertThat(clause.sort()).isEqualTo(new SortIntent(SortIntent.SortKey.Y, false, null));
    }

    @Test
    void timeUnitsTopNAndComparisons() {
        ClauseIntent clause = only(parser.parse(
                "top 5 agencies by number of requests whose latitude is above 40.5, by month since 2021",
                Tables.serviceRequests()));

        assertThat(clause.rank().n()).isEqualTo(5);
        assertThat(clause.time().grain()).isEqualTo(TimeGrain.MONTH);
        assertThat(clause.filters())
                .extracting(FilterIntent::column, FilterIntent::op)
                .contains(
                        org.assertj.core.groups.Tuple.tuple("Latitude", FilterOp.GREATER),
                        org.assertj.core.groups.Tuple.tuple("Created Date", FilterOp.GREATER_OR_EQUAL));
    }

    @Test
    void theSameRequestAndProfileGiveTheSameIntent() {
        String request = "volume by complaint type and borough, open vs closed, resolution time, only 2022";
        assertThat(parser.parse(request, Tables.serviceRequests()))
                .isEqualTo(parser.parse(request, Tables.serviceRequests()));
    }

    private static ClauseIntent only(RequestIntent intent) {
        assertThat(intent.clauses()).as("clauses of %s", intent).hasSize(1);
        return intent.clauses().get(0);
    }

    private static ClauseIntent clauseWithDimensions(RequestIntent intent) {
        return intent.clauses().stream()
                .filter(c -> !c.dimensions().isEmpty())
                .findFirst()
                .orElseThrow();
    }

    private static List<String> columns(ClauseIntent clause) {
        return clause.dimensions().stream().map(f -> f.column()).toList();
    }
}
