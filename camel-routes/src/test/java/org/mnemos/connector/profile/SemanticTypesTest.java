package org.mnemos.connector.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.DatePair;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.SemanticType;

class SemanticTypesTest {

    @Test
    void keysAndCodesAreNeverMeasures() {
        DataProfile profile = table(
                List.of("Unique Key", "Account Number", "Incident Zip", "ZipText", "Phone", "BBL", "Team_ID"),
                200,
                r -> List.of(
                        String.valueOf(19_937_896 + 7 * r),
                        String.valueOf(5_000 + r % 40),
                        String.valueOf(10_001 + r % 90),
                        String.format("%05d", 501 + r % 30),
                        "(212) 555-" + (1000 + r),
                        String.valueOf(1_019_820_050L + 1_000L * r),
                        String.valueOf(1 + r % 8)));

        assertThat(semantic(profile, "Unique Key")).isEqualTo(SemanticType.IDENTIFIER);
        assertThat(semantic(profile, "Account Number")).isEqualTo(SemanticType.IDENTIFIER);
        assertThat(semantic(profile, "Incident Zip")).isEqualTo(SemanticType.CODE);
        assertThat(column(profile, "ZipText").evidence()).contains("ZIP-shaped");
        assertThat(semantic(profile, "Phone")).isEqualTo(SemanticType.CODE);
        assertThat(semantic(profile, "BBL")).isEqualTo(SemanticType.CODE);
        assertThat(semantic(profile, "Team_ID")).isEqualTo(SemanticType.IDENTIFIER);
        assertThat(column(profile, "Team_ID").evidence()).contains("name says id");
        profile.columns()
                .forEach(
                        c -> assertThat(c.semantic().averageable()).as(c.name()).isFalse());
    }

    @Test
    void coordinatesAndTimePartsAreAxesNotMeasures() {
        String[] days = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        DataProfile profile = table(
                List.of("Latitude", "Longitude", "X Coordinate (State Plane)", "Season", "Month", "Weekday", "Quarter"),
                100,
                r -> List.of(
                        String.valueOf(40.5 + r / 1000.0),
                        String.valueOf(-73.9 - r / 1000.0),
                        String.valueOf(918_567 + 13 * r),
                        String.valueOf(1996 + r % 15),
                        String.valueOf(1 + r % 12),
                        days[r % 7],
                        "Q" + (1 + r % 4)));

        assertThat(semantic(profile, "Latitude")).isEqualTo(SemanticType.LATITUDE);
        assertThat(semantic(profile, "Longitude")).isEqualTo(SemanticType.LONGITUDE);
        assertThat(semantic(profile, "X Coordinate (State Plane)")).isEqualTo(SemanticType.PROJECTED_COORDINATE);
        assertThat(semantic(profile, "Season")).isEqualTo(SemanticType.YEAR);
        assertThat(semantic(profile, "Month")).isEqualTo(SemanticType.MONTH);
        assertThat(semantic(profile, "Weekday")).isEqualTo(SemanticType.WEEKDAY);
        assertThat(semantic(profile, "Quarter")).isEqualTo(SemanticType.QUARTER);
        profile.columns()
                .forEach(c -> assertThat(c.semantic().summable()).as(c.name()).isFalse());
    }

    @Test
    void measuresAreAdditiveOrNotByTheirValuesAndNames() {
        DataProfile profile = table(
                List.of("Sales", "Quantity", "Unit Price", "Discount", "Completion %", "Score", "Amount", "Flag"),
                60,
                r -> List.of(
                        String.valueOf(10.5 + r),
                        String.valueOf(1 + r % 14),
                        String.valueOf(2.5 + r % 9),
                        String.valueOf((r % 9) / 10.0),
                        (r % 100) + "%",
                        String.valueOf(60.5 + r % 40),
                        "$" + (100 + r) + ".50",
                        String.valueOf(r % 2)));

        assertThat(semantic(profile, "Sales")).isEqualTo(SemanticType.CURRENCY);
        assertThat(semantic(profile, "Quantity")).isEqualTo(SemanticType.ADDITIVE);
        assertThat(semantic(profile, "Unit Price")).isEqualTo(SemanticType.NON_ADDITIVE);
        assertThat(semantic(profile, "Discount")).isEqualTo(SemanticType.PERCENT);
        assertThat(column(profile, "Discount").evidence()).isEqualTo("fractions within 0-1");
        assertThat(semantic(profile, "Completion %")).isEqualTo(SemanticType.PERCENT);
        assertThat(semantic(profile, "Score")).isEqualTo(SemanticType.NON_ADDITIVE);
        assertThat(semantic(profile, "Amount")).isEqualTo(SemanticType.CURRENCY);
        assertThat(semantic(profile, "Flag")).isEqualTo(SemanticType.BOOLEAN);
    }

    @Test
    void fewCategoriesManyNamesAndLongTextAreTold() {
        DataProfile profile = table(
                List.of("Borough", "Street", "Notes", "Ship Via"),
                300,
                r -> List.of(
                        List.of("BRONX", "BROOKLYN", "MANHATTAN", "QUEENS", "STATEN ISLAND")
                                .get(r % 5),
                        (r * 7) + " STREET",
                        "The department inspected the condition reported at site " + r + " and closed it.",
                        String.valueOf(1 + r % 3)));

        assertThat(semantic(profile, "Borough")).isEqualTo(SemanticType.CATEGORY);
        assertThat(semantic(profile, "Street")).isEqualTo(SemanticType.NAME);
        assertThat(semantic(profile, "Notes")).isEqualTo(SemanticType.TEXT);
        assertThat(semantic(profile, "Ship Via")).isEqualTo(SemanticType.CATEGORY);
    }

    @Test
    void rowsThatAggregateOtherRowsAreFoundByNameAndBySums() {
        DataProfile profile = countries("Gesamt", "High income");

        List<AggregateRow> aggregates = column(profile, "Country Name").aggregateRows();
        assertThat(aggregates).extracting(AggregateRow::value).containsExactly("Gesamt", "High income");
        assertThat(aggregates.get(0).evidence()).isEqualTo("named as a total; its sums equal the other values' sums");
        assertThat(aggregates.get(1).evidence()).isEqualTo("named as a group");
        assertThat(profile.text()).contains("aggregate rows, not members: Gesamt");
    }

    @Test
    void aRowWhoseSumsAreTheOthersIsAnAggregateWhateverItsName() {
        DataProfile profile = countries("Whole Planet", null);

        assertThat(column(profile, "Country Name").aggregateRows())
                .containsExactly(new AggregateRow("Whole Planet", "its sums equal the other values' sums"));
    }

    /** Sixty countries over four years, one row more per year summing them, and maybe a group of a third. */
    private static DataProfile countries(String total, String group) {
        List<List<String>> rows = new ArrayList<>();
        for (int year = 2000; year < 2004; year++) {
            long sum = 0;
            for (int c = 0; c < 60; c++) {
                long value = 1_000L * (c + 1) + year;
                sum += value;
                rows.add(List.of("Country " + c, String.valueOf(year), String.valueOf(value)));
            }
            rows.add(List.of(total, String.valueOf(year), String.valueOf(sum)));
            if (group != null) {
                rows.add(List.of(group, String.valueOf(year), String.valueOf(sum / 3)));
            }
        }
        return table(List.of("Country Name", "Year", "Value"), rows.size(), rows::get);
    }

    @Test
    void groupsLargerThanEachMemberAreAggregatesInAShortListOfPlaces() {
        // Twenty countries (fewer than a catalog's worth), the world, and two groups of some of them.
        List<List<String>> rows = new ArrayList<>();
        for (int year = 2010; year < 2013; year++) {
            long world = 0;
            long high = 0;
            long oecd = 0;
            for (int c = 0; c < 20; c++) {
                long value = 1_000L * (20 - c) * (20 - c) + year;
                world += value;
                high += c < 12 ? value : 0;
                oecd += c < 12 || c == 15 ? value : 0;
                rows.add(List.of("Country " + c, String.valueOf(year), String.valueOf(value)));
            }
            rows.add(List.of("World", String.valueOf(year), String.valueOf(world)));
            rows.add(List.of("High income", String.valueOf(year), String.valueOf(high)));
            rows.add(List.of("OECD members", String.valueOf(year), String.valueOf(oecd)));
        }
        DataProfile profile = table(List.of("Country Name", "Year", "Value"), rows.size(), rows::get);

        assertThat(column(profile, "Country Name").aggregateRows())
                .extracting(AggregateRow::value)
                .containsExactlyInAnyOrder("World", "High income", "OECD members");
        assertThat(column(profile, "Country Name").aggregateRows())
                .filteredOn(a -> a.value().equals("High income"))
                .extracting(AggregateRow::evidence)
                .containsExactly("named as a group; its sums exceed each member's");
    }

    @Test
    void aGroupNameAmongItsPeersIsNoAggregate() {
        // "Small states" as a team name, in the middle of the league: no larger than each other team.
        List<String> teams = List.of("Lions", "Small states", "Tigers", "Bears", "Wolves", "Hawks");
        DataProfile profile =
                table(List.of("Team", "Points"), 30, r -> List.of(teams.get(r % 6), String.valueOf(10 + 7 * (r % 6))));

        assertThat(column(profile, "Team").aggregateRows()).isEmpty();
    }

    @Test
    void namesThatOnlyBeginLikeATotalNeedTheSumsOfATotal() {
        List<String> airlines = List.of("All Nippon Airways", "Delta", "United", "Lufthansa", "Qantas", "KLM");
        DataProfile profile = table(
                List.of("Airline", "Incidents"),
                60,
                r -> List.of(airlines.get(r % 6), String.valueOf(r % 6 == 0 ? 2 : 3 + r % 5)));

        assertThat(column(profile, "Airline").aggregateRows()).isEmpty();
        assertThat(AggregateNames.evidence("All Nippon Airways")).isNull();
        assertThat(AggregateNames.evidence("All industries")).isEqualTo(AggregateNames.TOTAL);
    }

    @Test
    void aColumnOfContinentsHasNoAggregateRowsEvenBesideUnnamedOnes() {
        List<String> continents =
                List.of("Asia", "Africa", "Europe", "North America", "South America", "Oceania", "Antarctica");
        DataProfile profile = table(
                List.of("Continent", "Countries"),
                70,
                r -> List.of(continents.get(r % 7), String.valueOf(60 - 8 * (r % 7))));

        assertThat(column(profile, "Continent").aggregateRows()).isEmpty();
    }

    @Test
    void aCompanyNamedTotalIsNoTotal() {
        List<String> companies = List.of("Shell", "Total", "BP", "Eni", "Repsol", "Equinor", "OMV", "Galp");
        DataProfile profile = table(
                List.of("Name", "Revenue"), 16, r -> List.of(companies.get(r % 8), String.valueOf(100 + 37 * (r % 8))));

        assertThat(column(profile, "Name").aggregateRows())
                .as("smaller than Shell, it totals nothing")
                .isEmpty();
    }

    @Test
    void aColumnOfGroupsAloneHasNoAggregateRows() {
        DataProfile profile = table(
                List.of("Continent", "People"),
                40,
                r -> List.of(List.of("Europe", "Asia", "Africa", "Oceania").get(r % 4), String.valueOf(r)));

        assertThat(column(profile, "Continent").aggregateRows())
                .as("they are the members here")
                .isEmpty();
    }

    @Test
    void datePairsAreFoundByNameAndByOrder() {
        DataProfile profile = table(
                List.of("Created Date", "Closed Date", "Report Date", "Audit Date", "Birthday"),
                50,
                r -> List.of(
                        String.format("03/%02d/2011 02:27:57 PM", 1 + r % 28),
                        r == 7 ? "" : String.format("04/%02d/2011 11:05:00 AM", 1 + r % 28),
                        String.format("2011-05-%02d", 1 + r % 28),
                        String.format("2011-06-%02d", 1 + r % 28),
                        String.format("1990-01-%02d", 1 + (r * 11) % 28)));

        assertThat(column(profile, "Created Date").semantic()).isEqualTo(SemanticType.DATETIME);
        assertThat(profile.datePairs())
                .extracting(p -> p.start() + " → " + p.end())
                .contains("Created Date → Closed Date", "Report Date → Audit Date")
                .doesNotContain("Closed Date → Created Date", "Created Date → Birthday");
        DatePair createdClosed = profile.datePairs().get(0);
        assertThat(createdClosed.ordered()).isEqualTo(1.0);
        assertThat(createdClosed.evidence()).contains("49 rows").contains("names say created/closed");
        assertThat(profile.text()).contains("Durations (end − start): Created Date → Closed Date");
    }

    @Test
    void theProfileStaysWithinItsTokenBudgetWithEvidence() {
        DataProfile profile = table(
                List.of(
                        "Row ID",
                        "Order Date",
                        "Ship Date",
                        "Region",
                        "Sales",
                        "Quantity",
                        "Discount",
                        "Profit",
                        "Postal Code",
                        "Customer Name"),
                500,
                r -> List.of(
                        String.valueOf(r + 1),
                        String.format("2014-01-%02d", 1 + r % 28),
                        String.format("2014-02-%02d", 1 + r % 28),
                        List.of("Central", "East", "South", "West").get(r % 4),
                        String.valueOf(10.25 + r),
                        String.valueOf(1 + r % 14),
                        String.valueOf((r % 5) / 10.0),
                        String.valueOf(r % 50 - 20.5),
                        String.format("%05d", 1000 + r % 70),
                        "Customer " + (r % 120)));

        assertThat(profile.tokens()).isLessThanOrEqualTo(ProfileRenderer.DEFAULT_TOKEN_BUDGET);
        assertThat(profile.text())
                .contains("- Row ID: identifier, 500 distinct — 500 distinct integers; name says id")
                .contains("- Sales: decimal currency 10.25..509.25")
                .contains("name says sales")
                .contains("- Order Date: date yyyy-MM-dd, 2014-01-01..2014-01-28\n");
    }

    private static SemanticType semantic(DataProfile profile, String name) {
        return column(profile, name).semantic();
    }

    private static ColumnProfile column(DataProfile profile, String name) {
        return profile.columns().stream()
                .filter(c -> c.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private static DataProfile table(List<String> names, int rows, IntFunction<List<String>> row) {
        ProfileBuilder builder = new ProfileBuilder(names);
        for (int r = 0; r < rows; r++) {
            builder.add(new Row(r + 2, new ArrayList<>(row.apply(r))));
        }
        return builder.build();
    }
}
