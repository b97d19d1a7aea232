package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.profile.ProfileBuilder;

/**
 * Semantic types on every shared table and every nl2vis-dev table: no identifier, code or year is taken for a
 * measure, by an oracle of its own (the name's last word, calendar-year values), and the shared tables' columns
 * get the types a person would give them.
 */
class SampleDataSemanticTypesTest {

    private static final List<String> KEY_WORDS = List.of("id", "key", "code", "zip", "no", "number");

    @Test
    void noIdentifierCodeOrYearIsAMeasure() throws IOException {
        List<String> measured = new ArrayList<>();
        int columns = 0;
        for (Path csv : tables()) {
            for (ColumnProfile column : profile(csv).columns()) {
                columns++;
                if (column.semantic().averageable() && (keyNamed(column.name()) || yearLike(column))) {
                    measured.add(csv.getFileName() + ": " + column.name() + " as " + column.semanticType());
                }
            }
        }
        assertThat(columns).as("columns looked at").isGreaterThan(700);
        assertThat(measured).isEmpty();
    }

    @Test
    void sharedTablesGetThePlainReading() {
        Map<String, String> superstore = semantics("superstore/superstore.csv");
        assertThat(superstore)
                .containsEntry("Row ID", "identifier")
                .containsEntry("Order ID", "identifier")
                .containsEntry("Postal Code", "code")
                .containsEntry("Sales", "currency")
                .containsEntry("Quantity", "additive")
                .containsEntry("Discount", "percent")
                .containsEntry("Profit", "currency")
                .containsEntry("Segment", "category")
                .containsEntry("Customer Name", "name")
                .containsEntry("Order Date", "date");
        assertThat(profile(SampleData.folder().resolve("superstore/superstore.csv"))
                        .datePairs())
                .singleElement()
                .satisfies(pair -> assertThat(pair.start() + "/" + pair.end()).isEqualTo("Order Date/Ship Date"));

        Map<String, String> telco = semantics("telco-churn/telco-customer-churn.csv");
        assertThat(telco)
                .containsEntry("customerID", "identifier")
                .containsEntry("SeniorCitizen", "boolean")
                .containsEntry("tenure", "non_additive")
                .containsEntry("MonthlyCharges", "currency")
                .containsEntry("Contract", "category");

        Map<String, String> supply = semantics("supply-chain/scms-delivery-history.csv");
        assertThat(supply)
                .containsEntry("Project Code", "code")
                .containsEntry("PQ #", "identifier")
                .containsEntry("Line Item Quantity", "additive")
                .containsEntry("Unit Price", "non_additive")
                .containsEntry("Line Item Insurance (USD)", "currency");

        Map<String, String> orders = semantics("northwind/orders.csv");
        assertThat(orders)
                .containsEntry("employeeID", "identifier")
                .containsEntry("shipVia", "category")
                .containsEntry("shipPostalCode", "code")
                .containsEntry("freight", "currency");
    }

    private static Map<String, String> semantics(String file) {
        return profile(SampleData.folder().resolve(file)).columns().stream()
                .collect(Collectors.toMap(ColumnProfile::name, ColumnProfile::semanticType));
    }

    private static boolean keyNamed(String name) {
        String[] words = name.replaceAll("([a-z])([A-Z])", "$1 $2")
                .toLowerCase(Locale.ROOT)
                .split("[^a-z0-9]+");
        return words.length > 0 && KEY_WORDS.contains(words[words.length - 1]);
    }

    /** Whole numbers between 1800 and 2100, or a name that says year. */
    private static boolean yearLike(ColumnProfile column) {
        if (column.name().toLowerCase(Locale.ROOT).contains("year")) {
            return true;
        }
        try {
            double min = Double.parseDouble(column.min());
            double max = Double.parseDouble(column.max());
            return min >= 1800
                    && max <= 2100
                    && min == Math.rint(min)
                    && max == Math.rint(max)
                    && column.mean() != null;
        } catch (NullPointerException | NumberFormatException e) {
            return false;
        }
    }

    private static List<Path> tables() throws IOException {
        Path shared = SampleData.folder();
        List<Path> tables = new ArrayList<>(List.of(
                shared.resolve("superstore/superstore.csv"),
                shared.resolve("supply-chain/scms-delivery-history.csv"),
                shared.resolve("telco-churn/telco-customer-churn.csv")));
        for (String folder : List.of("northwind", "nl2vis-dev")) {
            try (Stream<Path> files = Files.list(shared.resolve(folder))) {
                files.filter(f -> f.toString().endsWith(".csv")).sorted().forEach(tables::add);
            }
        }
        return tables;
    }

    private static DataProfile profile(Path csv) {
        Path folder = csv.getParent();
        try (RowStream rows = SampleData.source(folder)
                .open(CsvConfig.of(csv.getFileName().toString()).with(MalformedRowPolicy.SKIP))) {
            return ProfileBuilder.profile(rows);
        }
    }
}
