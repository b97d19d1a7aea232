package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.connector.profile.ProfileBuilder;

/** Profiles of the real sample tables, checked against values computed here with a plain loop. */
class SampleDataProfileTest {

    @Test
    void superstore() throws IOException {
        DataProfile profile = profile(CsvConfig.of("superstore/superstore.csv"));
        List<CSVRecord> rows = readAll("superstore/superstore.csv");

        assertThat(profile.rowCount()).isEqualTo(rows.size() - 1).isEqualTo(9_994);
        assertThat(profile.columns()).hasSize(21);
        assertThat(column(profile, "Row ID").columnType())
                .as("BOM stripped from the first name")
                .isEqualTo(ColumnType.IDENTIFIER);
        assertThat(profile.malformedRows()).isZero();
        assertNumeric(column(profile, "Sales"), values(rows, 17));
        assertNumeric(column(profile, "Profit"), values(rows, 20));
        assertThat(column(profile, "Quantity").columnType()).isEqualTo(ColumnType.INTEGER);
        assertThat(column(profile, "Order Date").dateFormat()).isEqualTo("M/d/yyyy");
        assertThat(column(profile, "Order Date").columnType()).isEqualTo(ColumnType.DATE);
        assertThat(column(profile, "Segment").values()).containsExactlyElementsOf(counts(rows, 7));
        assertThat(column(profile, "Segment").valuesComplete()).isTrue();
        assertThat(column(profile, "Product Name").distinctExact())
                .as("beyond the exact cap")
                .isFalse();
        assertThat(column(profile, "Product Name").distinct()).isCloseTo(distinct(rows, 16), withinPercentage(3));
        assertThat(column(profile, "Customer Name").distinct()).isEqualTo(distinct(rows, 6));
        assertThat(column(profile, "Customer Name").distinctExact()).isTrue();
        assertThat(profile.text()).contains("Product Name");
        assertThat(profile.tokens()).isLessThanOrEqualTo(600);
    }

    @Test
    void telcoBlankChargesAreNullsInADecimalColumn() throws IOException {
        DataProfile profile = profile(CsvConfig.of("telco-churn/telco-customer-churn.csv"));
        List<CSVRecord> rows = readAll("telco-churn/telco-customer-churn.csv");
        ColumnProfile charges = column(profile, "TotalCharges");

        long blanks = rows.stream().filter(r -> r.get(19).isBlank()).count();
        assertThat(blanks).isEqualTo(11);
        assertThat(charges.nulls()).isEqualTo(blanks);
        assertThat(charges.columnType()).isEqualTo(ColumnType.DECIMAL);
        assertNumeric(charges, values(rows, 19));
        assertThat(column(profile, "customerID").columnType()).isEqualTo(ColumnType.IDENTIFIER);
        assertThat(column(profile, "Churn").columnType()).isEqualTo(ColumnType.BOOLEAN);
        assertThat(column(profile, "PaymentMethod").values()).containsExactlyElementsOf(counts(rows, 17));
        assertThat(profile.tokens()).isLessThanOrEqualTo(600);
    }

    @Test
    void northwindRaggedRowsFailWithTheirLine() {
        assertThatThrownBy(() -> profile(CsvConfig.of("northwind/customers.csv")))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.MALFORMED_SOURCE_DATA);
                    assertThat(e.line()).hasValue(8);
                    assertThat(e.isTransient()).isFalse();
                })
                .hasMessage("Line 8 has 12 values but the header has 11 columns.");
        assertThatThrownBy(() -> profile(CsvConfig.of("northwind/orders.csv")))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.line()).hasValue(4));
    }

    @Test
    void northwindRaggedRowsAreSkippedAndCounted() throws IOException {
        for (String file : List.of("northwind/customers.csv", "northwind/orders.csv", "northwind/suppliers.csv")) {
            List<CSVRecord> rows = readAll(file);
            int width = rows.get(0).size();
            long ragged = rows.stream().filter(r -> r.size() != width).count();

            DataProfile profile = profile(CsvConfig.of(file).with(MalformedRowPolicy.SKIP));

            assertThat(ragged).as(file).isPositive();
            assertThat(profile.malformedRows()).as(file).isEqualTo(ragged);
            assertThat(profile.rowCount()).as(file).isEqualTo(rows.size() - 1 - ragged);
        }
    }

    @Test
    void northwindOrderDatesAreDateTimes() {
        DataProfile profile = profile(CsvConfig.of("northwind/orders.csv").with(MalformedRowPolicy.SKIP));

        assertThat(column(profile, "orderDate").columnType()).isEqualTo(ColumnType.DATETIME);
        assertThat(column(profile, "orderDate").min()).isEqualTo("1996-07-04T00:00");
        assertThat(column(profile, "customerID").columnType()).isEqualTo(ColumnType.IDENTIFIER);
    }

    @Test
    void supplyChainWideTableWithMixedDates() throws IOException {
        DataProfile profile = profile(CsvConfig.of("supply-chain/scms-delivery-history.csv"));
        List<CSVRecord> rows = readAll("supply-chain/scms-delivery-history.csv");

        assertThat(profile.columns()).hasSize(33);
        assertThat(profile.rowCount()).isEqualTo(rows.size() - 1);
        for (String name : List.of("Scheduled Delivery Date", "Delivered to Client Date", "Delivery Recorded Date")) {
            assertThat(column(profile, name).columnType()).as(name).isEqualTo(ColumnType.DATE);
            assertThat(column(profile, name).dateFormat()).as(name).isEqualTo("dd-MMM-yy");
        }
        assertThat(column(profile, "PQ First Sent to Client Date").columnType())
                .as("dates mixed with 'Pre-PQ Process'")
                .isIn(ColumnType.CATEGORICAL, ColumnType.TEXT);
        assertThat(column(profile, "Line Item Quantity").columnType()).isEqualTo(ColumnType.INTEGER);
        assertNumeric(column(profile, "Line Item Value"), values(rows, 25));
        assertThat(column(profile, "Dosage").nulls())
                .isEqualTo(rows.stream()
                        .filter(r -> r.get(21).equals("N/A") || r.get(21).isBlank())
                        .count());
        assertThat(column(profile, "ID").columnType()).isEqualTo(ColumnType.IDENTIFIER);
        assertThat(profile.tokens()).isLessThanOrEqualTo(600);
    }

    private static DataProfile profile(CsvConfig config) {
        try (RowStream rows = SampleData.source().open(config)) {
            return ProfileBuilder.profile(rows);
        }
    }

    private static ColumnProfile column(DataProfile profile, String name) {
        return profile.columns().stream()
                .filter(c -> c.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private static void assertNumeric(ColumnProfile column, List<Double> xs) {
        double mean = xs.stream().mapToDouble(Double::doubleValue).sum() / xs.size();
        double squares = xs.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
        assertThat(column.mean()).as(column.name()).isCloseTo(mean, within(Math.abs(mean) * 1e-9));
        assertThat(column.std()).isCloseTo(Math.sqrt(squares / (xs.size() - 1)), within(mean * 1e-6 + 1e-9));
        assertThat(Double.parseDouble(column.min()))
                .isEqualTo(xs.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        assertThat(Double.parseDouble(column.max()))
                .isEqualTo(xs.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
    }

    private static List<Double> values(List<CSVRecord> rows, int column) {
        List<Double> values = new ArrayList<>();
        for (CSVRecord row : rows.subList(1, rows.size())) {
            if (!row.get(column).isBlank()) {
                values.add(Double.parseDouble(row.get(column)));
            }
        }
        return values;
    }

    private static List<ValueCount> counts(List<CSVRecord> rows, int column) {
        Map<String, Long> counts = new TreeMap<>();
        rows.subList(1, rows.size()).forEach(r -> counts.merge(r.get(column), 1L, Long::sum));
        return counts.entrySet().stream()
                .map(e -> new ValueCount(e.getKey(), e.getValue()))
                .sorted((a, b) -> Long.compare(b.count(), a.count()))
                .toList();
    }

    private static long distinct(List<CSVRecord> rows, int column) {
        return rows.subList(1, rows.size()).stream()
                .map(r -> r.get(column).strip())
                .distinct()
                .count();
    }

    /** Every record including the header, read independently of the connector (BOM dropped by hand). */
    private static List<CSVRecord> readAll(String file) throws IOException {
        try (Reader reader = Files.newBufferedReader(SampleData.folder().resolve(file), StandardCharsets.UTF_8)) {
            reader.mark(1);
            if (reader.read() != '\uFEFF') {
                reader.reset();
            }
            try (CSVParser parser = CSVFormat.DEFAULT.parse(reader)) {
                return parser.getRecords();
            }
        }
    }
}
