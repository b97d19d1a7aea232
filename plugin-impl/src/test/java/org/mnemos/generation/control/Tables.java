package org.mnemos.generation.control;

import java.util.Arrays;
import java.util.List;
import org.mnemos.api.connector.AggregateRow;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.dashboard.control.SampleProfiles;

/** Small synthetic profiles in the shapes owners bring (311 extracts, World Bank series, census tables). */
final class Tables {

    private Tables() {}

    static DataProfile table(ColumnProfile... columns) {
        return new DataProfile(1000, "test", List.of(columns), List.of(), "", 0, 0);
    }

    /** A categorical column whose catalog is complete. */
    static ColumnProfile category(String name, String... values) {
        List<ValueCount> catalog =
                Arrays.stream(values).map(v -> new ValueCount(v, 10)).toList();
        return new ColumnProfile(
                name, "categorical", 0, values.length, true, null, null, null, null, null, catalog, true, null);
    }

    static ColumnProfile number(String name) {
        return new ColumnProfile(name, "decimal", 0, 900, false, "0", "100", 50.0, 10.0, null, List.of(), false, null);
    }

    static ColumnProfile integer(String name) {
        return new ColumnProfile(
                name, "integer", 0, 60, true, "1960", "2023", 1990.0, 10.0, null, List.of(), false, null);
    }

    static ColumnProfile key(String name) {
        return new ColumnProfile(
                name, "identifier", 0, 1000, true, null, null, null, null, null, List.of(), false, null);
    }

    static ColumnProfile date(String name) {
        return new ColumnProfile(
                name,
                "datetime",
                0,
                1000,
                false,
                "2021-01-01T00:00",
                "2023-12-31T23:00",
                null,
                null,
                null,
                List.of(),
                false,
                "MM/dd/yyyy hh:mm:ss a");
    }

    /** A date column of {@code distinct} days (exactly counted) from {@code min} to {@code max}. */
    static ColumnProfile days(String name, int distinct, String min, String max) {
        return new ColumnProfile(
                name, "date", 0, distinct, true, min, max, null, null, null, List.of(), false, "yyyy-MM-dd");
    }

    /** A city's 311 service-request extract, in the shape of the one in issue 28. */
    static DataProfile serviceRequests() {
        return table(
                key("Unique Key"),
                date("Created Date"),
                date("Closed Date"),
                category("Agency", "NYPD", "DOT", "HPD", "DSNY"),
                category(
                        "Complaint Type",
                        "Noise - Residential",
                        "Illegal Parking",
                        "Blocked Driveway",
                        "HEAT/HOT WATER"),
                category("Status", "Open", "Closed", "In Progress"),
                category("Borough", "BROOKLYN", "QUEENS", "MANHATTAN", "BRONX", "STATEN ISLAND", "Unspecified"),
                category("Open Data Channel Type", "PHONE", "ONLINE", "MOBILE", "UNKNOWN"),
                key("Incident Zip"),
                key("BBL"),
                integer("X Coordinate (State Plane)"),
                integer("Y Coordinate (State Plane)"),
                number("Latitude"),
                number("Longitude"));
    }

    /** The World Bank GDP table: country, code, year, value; its region rows found by the profiler. */
    static DataProfile gdp() {
        return table(
                category("Country Name", "World", "High income", "China", "United States", "Germany", "India")
                        .withSemantic(
                                SemanticType.CATEGORY,
                                "few repeated names",
                                List.of(
                                        new AggregateRow("World", "a total name"),
                                        new AggregateRow("High income", "a group name"))),
                key("Country Code"),
                integer("Year").withSemantic(SemanticType.YEAR, "1960-2023", List.of()),
                number("Value").withSemantic(SemanticType.CURRENCY, "amounts", List.of()));
    }

    /** A census extract: age, work, hours. */
    static DataProfile census() {
        return table(
                integer("age"),
                category("workclass", "Private", "Self-emp", "State-gov"),
                category("education", "Bachelors", "HS-grad", "Masters"),
                integer("hours_per_week"),
                category("sex", "Male", "Female"),
                category("income", "<=50K", ">50K"));
    }

    /** The shared superstore table, as the real profiler described it. */
    static DataProfile superstore() {
        return sharedProfile("superstore");
    }

    /** A shared sample table as the real profiler described it. */
    static DataProfile sharedProfile(String table) {
        return SampleProfiles.load(table);
    }
}
