package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.generation.control.Tables.category;
import static org.mnemos.generation.control.Tables.date;
import static org.mnemos.generation.control.Tables.integer;
import static org.mnemos.generation.control.Tables.key;
import static org.mnemos.generation.control.Tables.number;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.ClauseIntent;
import org.mnemos.generation.entity.DerivedMeasure;
import org.mnemos.generation.entity.MeasureIntent;
import org.mnemos.generation.entity.RequestIntent;
import org.mnemos.platform.Json;

/**
 * Requests on wide public tables the rules were not written against: the 41 columns of New York City's 311
 * service requests and the World Bank's WDI indicator table (their published schemas, as BigQuery's public
 * datasets list them), and the shared supply-chain table as profiled; and the dashboards the generator makes
 * of the owners' requests on the first two.
 */
class RequestParserPublicTablesTest {

    private final RequestParser parser = new RequestParser(null);

    @Test
    void nyc311PicksTheNamedColumnsAmongLookAlikes() {
        RequestIntent intent =
                parser.parse("volume by complaint type and borough, open vs closed, resolution time", nyc311());

        ClauseIntent volume = intent.clauses().get(0);
        assertThat(volume.dimensions()).extracting(f -> f.column()).containsExactly("complaint_type", "borough");
        assertThat(volume.colour().column()).isEqualTo("status");
        assertThat(intent.clauses())
                .flatExtracting(ClauseIntent::measures)
                .extracting(MeasureIntent::derived)
                .contains(new DerivedMeasure.Duration("resolution time", "created_date", "closed_date"));
    }

    @Test
    void worldBankGdpOverTimeUsesTheValueByYear() {
        ClauseIntent clause = parser.parse("GDP by country over time, with the largest economies", worldBank())
                .clauses()
                .get(0);

        assertThat(clause.measures()).extracting(MeasureIntent::column).containsExactly("value");
        assertThat(clause.dimensions()).extracting(f -> f.column()).containsExactly("country_name");
        assertThat(clause.time().column()).isEqualTo("year");
        assertThat(clause.rank()).isNotNull();
    }

    @Test
    void supplyChainAveragesAndRanks() {
        DataProfile supply = Tables.sharedProfile("supply-chain");

        ClauseIntent price = parser.parse("average pack price by shipment mode", supply)
                .clauses()
                .get(0);
        assertThat(price.measures())
                .extracting(MeasureIntent::column, MeasureIntent::aggregation)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Pack Price", Aggregation.AVG));
        assertThat(price.dimensions()).extracting(f -> f.column()).containsExactly("Shipment Mode");

        ClauseIntent top = parser.parse("top 10 vendors by line item quantity", supply)
                .clauses()
                .get(0);
        assertThat(top.rank().n()).isEqualTo(10);
        assertThat(top.dimensions()).extracting(f -> f.column()).containsExactly("Vendor");
        assertThat(top.measures()).extracting(MeasureIntent::column).containsExactly("Line Item Quantity");
    }

    /** NYC 311 service requests: the published column names and types; catalogs of a few values. */
    @Test
    void theGeneratorAnswersTheOwnersRequestsOnTheseSchemas() throws Exception {
        OfflineSpecGenerator generator = new OfflineSpecGenerator();
        DataProfile nyc = nyc311();
        String requests = generator
                .generate(new GenerationRequest(
                        nyc,
                        List.of(),
                        "service request operations dashboard: volume by complaint type and borough, open vs closed,"
                                + " resolution time",
                        null))
                .content();
        JsonNode spec = Json.mapper().readTree(requests);
        assertThat(spec.at("/charts/0/x/field").asText()).isEqualTo("complaint_type");
        assertThat(spec.at("/charts/0/y/aggregate").asText()).isEqualTo("count");
        assertThat(spec.at("/derived/0/from").asText()).isEqualTo("created_date");
        assertThat(spec.at("/derived/0/to").asText()).isEqualTo("closed_date");
        List<String> totals = new ArrayList<>();
        spec.get("kpis")
                .forEach(k -> totals.add(
                        k.get("aggregate").asText() + " " + k.get("field").asText()));
        spec.get("charts")
                .forEach(c -> totals.add(
                        c.at("/y/aggregate").asText() + " " + c.at("/y/field").asText()));
        assertThat(totals)
                .as("a parcel, a coordinate or a key is only ever counted")
                .noneMatch(t -> t.matches("(sum|avg|median|none) (bbl|x_coordinate|y_coordinate|latitude|longitude"
                        + "|unique_key|incident_zip)"));
        assertThat(SpecCheck.check(requests, nyc)).isEmpty();

        DataProfile wdi = worldBank();
        String gdp = generator
                .generate(new GenerationRequest(
                        wdi, List.of(), "GDP by country over time, with the largest economies", null))
                .content();
        JsonNode line = Json.mapper().readTree(gdp).at("/charts/0");
        assertThat(line.at("/mark").asText()).isEqualTo("line");
        assertThat(line.at("/x/field").asText()).isEqualTo("year");
        assertThat(line.at("/y/field").asText()).isEqualTo("value");
        assertThat(line.at("/colour/field").asText()).isEqualTo("country_name");
        assertThat(line.at("/colourLimit/n").asInt()).isEqualTo(10);
        assertThat(SpecCheck.check(gdp, wdi)).isEmpty();
    }

    private static DataProfile nyc311() {
        List<ColumnProfile> columns = new ArrayList<>(List.of(
                key("unique_key"),
                date("created_date"),
                date("closed_date"),
                category("agency", "NYPD", "HPD", "DOT", "DSNY", "DEP"),
                category("agency_name", "New York City Police Department"),
                category(
                        "complaint_type",
                        "Noise - Residential",
                        "HEAT/HOT WATER",
                        "Illegal Parking",
                        "Blocked Driveway"),
                category("descriptor", "Loud Music/Party", "ENTIRE BUILDING"),
                category("location_type", "Residential Building/House"),
                key("incident_zip")));
        for (String text : List.of(
                "incident_address",
                "street_name",
                "cross_street_1",
                "cross_street_2",
                "intersection_street_1",
                "intersection_street_2")) {
            columns.add(category(text, "BROADWAY"));
        }
        columns.addAll(List.of(
                category("address_type", "ADDRESS", "INTERSECTION"),
                category("city", "BROOKLYN", "NEW YORK"),
                category("landmark", "BROADWAY"),
                category("facility_type", "Precinct", "DSNY Garage"),
                category("status", "Open", "Closed", "In Progress", "Assigned"),
                date("due_date"),
                category("resolution_description", "The Police Department responded to the complaint."),
                date("resolution_action_updated_date"),
                category("community_board", "12 MANHATTAN"),
                category("borough", "BROOKLYN", "QUEENS", "MANHATTAN", "BRONX", "STATEN ISLAND", "Unspecified"),
                integer("x_coordinate"),
                integer("y_coordinate"),
                category("park_facility_name", "Unspecified"),
                category("park_borough", "BROOKLYN", "QUEENS", "MANHATTAN", "BRONX", "STATEN ISLAND", "Unspecified"),
                key("bbl"),
                category("open_data_channel_type", "PHONE", "ONLINE", "MOBILE", "UNKNOWN"),
                category("vehicle_type", "Car Service"),
                category("taxi_company_borough", "BROOKLYN"),
                category("taxi_pickup_location", "Other"),
                category("bridge_highway_name", "BQE"),
                category("bridge_highway_direction", "East"),
                category("road_ramp", "Roadway"),
                category("bridge_highway_segment", "Exit 1"),
                number("latitude"),
                number("longitude"),
                key("location")));
        return Tables.table(columns.toArray(ColumnProfile[]::new));
    }

    /** World Bank WDI indicators: the published columns. */
    private static DataProfile worldBank() {
        return Tables.table(
                category("country_name", "World", "High income", "China", "United States", "India"),
                key("country_code"),
                category("indicator_name", "GDP (current US$)", "Population, total"),
                key("indicator_code"),
                number("value"),
                integer("year"));
    }
}
