package org.mnemos.dashboard.control;

import java.util.List;
import java.util.stream.IntStream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Quantiles;
import org.mnemos.api.connector.ValueCount;

/**
 * A profile of the shared superstore table (../shared/data/superstore/superstore.csv, 9,994 rows)
 * for part of its columns, with the real catalogs, statistics and two real rows as samples.
 */
public final class SuperstoreProfile {

    private SuperstoreProfile() {}

    public static DataProfile profile() {
        List<ColumnProfile> columns = List.of(
                identifier("Row ID", "1", "9994"),
                categorical(
                        "Ship Mode",
                        values("Standard Class", 5968, "Second Class", 1945, "First Class", 1538, "Same Day", 543)),
                text("Customer Name"),
                categorical("Segment", values("Consumer", 5191, "Corporate", 3020, "Home Office", 1783)),
                categorical("Region", values("West", 3203, "East", 2848, "Central", 2323, "South", 1620)),
                categorical("Category", values("Office Supplies", 6026, "Furniture", 2121, "Technology", 1847)),
                decimal(
                        "Sales",
                        "0.444",
                        "22638.48",
                        229.8580008304983,
                        623.2451005086808,
                        new Quantiles(17.28, 54.5, 209.94)),
                integer("Quantity", "1", "14", 3.789573744246548, 2.2251096911414, new Quantiles(2, 3, 5)),
                decimal("Discount", "0", "0.8", 0.1562027216329798, 0.20645196782571615, new Quantiles(0, 0.2, 0.2)),
                decimal(
                        "Profit",
                        "-6599.978",
                        "8399.976",
                        28.65689630778467,
                        234.2601076909573,
                        new Quantiles(1.728, 8.671, 29.364)));
        List<List<String>> samples = List.of(
                List.of(
                        "1",
                        "Second Class",
                        "Claire Gute",
                        "Consumer",
                        "South",
                        "Furniture",
                        "261.96",
                        "2",
                        "0",
                        "41.9136"),
                List.of(
                        "5001",
                        "Standard Class",
                        "Adam Bellavance",
                        "Home Office",
                        "West",
                        "Technology",
                        "79.99",
                        "1",
                        "0",
                        "28.7964"));
        return new DataProfile(9994, "fingerprint", columns, samples, "", 0, 0);
    }

    private static List<ValueCount> values(Object... pairs) {
        return IntStream.range(0, pairs.length / 2)
                .mapToObj(i -> new ValueCount((String) pairs[2 * i], ((Integer) pairs[2 * i + 1]).longValue()))
                .toList();
    }

    private static ColumnProfile identifier(String name, String min, String max) {
        return new ColumnProfile(name, "identifier", 0, 9994, true, min, max, null, null, null, List.of(), false, null);
    }

    private static ColumnProfile text(String name) {
        return new ColumnProfile(name, "text", 0, 793, true, null, null, null, null, null, List.of(), false, null);
    }

    private static ColumnProfile categorical(String name, List<ValueCount> values) {
        return new ColumnProfile(
                name, "categorical", 0, values.size(), true, null, null, null, null, null, values, true, null);
    }

    private static ColumnProfile decimal(
            String name, String min, String max, double mean, double std, Quantiles quartiles) {
        return numeric(name, "decimal", min, max, mean, std, quartiles);
    }

    private static ColumnProfile integer(
            String name, String min, String max, double mean, double std, Quantiles quartiles) {
        return numeric(name, "integer", min, max, mean, std, quartiles);
    }

    private static ColumnProfile numeric(
            String name, String type, String min, String max, double mean, double std, Quantiles quartiles) {
        return new ColumnProfile(name, type, 0, 5000, false, min, max, mean, std, quartiles, List.of(), false, null);
    }
}
