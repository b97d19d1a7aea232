package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;

/** Which columns may be totalled: by name and by values, on made-up columns and on every shared table. */
class SummabilityTest {

    @Test
    void identifiersCodesCoordinatesAndYearsAreNeverTotalled() {
        assertThat(Summability.refusal(integer("BBL", "1000010010", "5080500100", 600), 1000))
                .contains("a code (every value has the same many digits)");
        assertThat(Summability.refusal(integer("Incident Zip", "10001", "11697", 200), 1000))
                .contains("an identifier or code");
        assertThat(Summability.refusal(integer("X Coordinate (State Plane)", "913357", "1067173", 900), 1000))
                .contains("a coordinate");
        assertThat(Summability.refusal(decimal("Latitude"), 1000)).contains("a coordinate");
        assertThat(Summability.refusal(integer("Year", "1960", "2022", 63), 1000))
                .contains("a year, month, week or weekday");
        assertThat(Summability.refusal(integer("period", "1990", "2020", 31), 1000))
                .contains("a year, month, week or weekday");
        assertThat(Summability.refusal(integer("ticket", "1", "1000", 1000), 1000))
                .contains("an identifier (every value is different)");
    }

    @Test
    void measuresAreTotalled() {
        assertThat(Summability.refusal(decimal("Value"), 1000)).isEmpty();
        assertThat(Summability.refusal(integer("Quantity", "1", "14", 14), 1000))
                .isEmpty();
        // Five different amounts in five rows say nothing about identity.
        assertThat(Summability.refusal(integer("Units", "3", "40", 5), 5)).isEmpty();
        assertThat(Summability.refusal(integer("Population", "8500", "2100000", 180), 200))
                .isEmpty();
    }

    @Test
    void theProfilersSemanticTypeDecidesWhereTheProfileHasOne() {
        assertThat(Summability.refusal(
                        integer("Amount", "1", "40", 30).withSemantic(SemanticType.IDENTIFIER, "unique", List.of()),
                        1000))
                .contains("an identifier or code");
        assertThat(Summability.refusal(
                        decimal("Reading").withSemantic(SemanticType.PROJECTED_COORDINATE, "state plane", List.of()),
                        1000))
                .contains("a coordinate");
        assertThat(Summability.refusal(
                        integer("Year", "1960", "2022", 63).withSemantic(SemanticType.ADDITIVE, "counts", List.of()),
                        1000))
                .as("the values' evidence wins over the name")
                .isEmpty();
    }

    /** On the shared tables (not tuned to): the numeric columns refused and why. */
    @Test
    void onTheSharedTablesOnlyKeysAndCodesAreRefused() {
        Map<String, String> refused = new TreeMap<>();
        for (String table : SampleProfiles.ALL) {
            DataProfile profile = SampleProfiles.load(table);
            profile.columns().stream()
                    .filter(c -> c.columnType() == ColumnType.INTEGER || c.columnType() == ColumnType.DECIMAL)
                    .forEach(c -> Summability.refusal(c, profile.rowCount())
                            .ifPresent(why -> refused.put(table + "." + c.name(), why)));
        }
        // The profiler already types most keys as identifiers; these integer keys are caught by their names.
        assertThat(refused)
                .containsOnlyKeys(
                        "northwind-employee-territories.employeeID",
                        "northwind-orders.employeeID",
                        "northwind-products.categoryID",
                        "northwind-products.supplierID",
                        "northwind-territories.regionID");
    }

    private static ColumnProfile integer(String name, String min, String max, long distinct) {
        return new ColumnProfile(
                name, "integer", 0, distinct, true, min, max, null, null, null, List.of(), false, null);
    }

    private static ColumnProfile decimal(String name) {
        return new ColumnProfile(
                name, "decimal", 0, 900, true, "-74.2", "40.9", null, null, null, List.of(), false, null);
    }
}
