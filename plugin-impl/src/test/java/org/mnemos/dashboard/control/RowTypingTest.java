package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;

/** Values typed on the page by the rule the profiler typed their column with. */
class RowTypingTest {

    @Test
    void dateTimesWithOneToNineDigitsOfASecondAreNotBlanks() {
        List<String> columns = List.of("space", "iso");
        RowTyping typing = new RowTyping(
                DatasetsFixture.profile(
                        "space:datetime:yyyy-MM-dd HH:mm:ss[.SSS]", "iso:datetime:yyyy-MM-dd'T'HH:mm:ss"),
                columns);

        assertThat(typing.typed(row("2024-01-02 03:04:05.123", "2024-01-02T03:04:05.123")))
                .containsExactly("2024-01-02T03:04:05.123", "2024-01-02T03:04:05.123");
        assertThat(typing.typed(row("2024-01-02 03:04:05.123456", "2024-01-02T03:04:05.1")))
                .containsExactly("2024-01-02T03:04:05.123456", "2024-01-02T03:04:05.100");
        assertThat(typing.typed(row("2024-01-02 03:04:05.123456789", "2024-01-02T03:04:05")))
                .containsExactly("2024-01-02T03:04:05.123456789", "2024-01-02T03:04:05");
    }

    @Test
    void offsetsComeOutAsTheSameInstantInUtcAsInTheProfile() {
        RowTyping typing =
                new RowTyping(DatasetsFixture.profile("at:datetime:yyyy-MM-dd'T'HH:mm:ssXXX"), List.of("at"));

        assertThat(typing.typed(row("2024-01-01T23:30:00-05:00"))).containsExactly("2024-01-02T04:30");
        assertThat(typing.typed(row("2024-01-02T01:30:00+02:00"))).containsExactly("2024-01-01T23:30");
        assertThat(typing.typed(row("2024-01-02T01:30:00+0200"))).containsExactly("2024-01-01T23:30");
        assertThat(typing.typed(row("2024-01-02T01:30:00.25Z"))).containsExactly("2024-01-02T01:30:00.250");
    }

    @Test
    void numbersAndBooleansOnlyOfTheShapeTheProfilerCounts() {
        RowTyping typing = new RowTyping(DatasetsFixture.profile("n:decimal", "b:boolean"), List.of("n", "b"));

        assertThat(typing.exact(row("4521.50", "Yes"))).containsExactly(new BigDecimal("4521.50"), true);
        assertThat(typing.exact(row("See ASN-93 (ID#:1281)", "maybe"))).containsExactly(null, null);
        assertThat(typing.exact(row("N/A", " "))).containsExactly(null, null);
    }

    /**
     * The shared supply-chain table as profiled: every value of its date columns is a date within the
     * profile's range, and the columns mixing dates with "Date Not Captured" or "Pre-PQ Process" stay as written.
     */
    @Test
    void theSupplyChainTableReadsAsItWasProfiled() throws IOException {
        DataProfile profile = SampleProfiles.load("supply-chain");
        List<CSVRecord> records = supplyChain();
        List<String> columns =
                records.get(0).stream().map(name -> name.replace("\uFEFF", "")).toList();
        RowTyping typing = new RowTyping(profile, columns);
        Map<String, ColumnProfile> byName =
                profile.columns().stream().collect(Collectors.toMap(ColumnProfile::name, Function.identity()));

        long dates = 0;
        for (CSVRecord record : records.subList(1, records.size())) {
            Object[] values = typing.typed(new Row(record.getRecordNumber(), record.toList()));
            for (int i = 0; i < columns.size(); i++) {
                ColumnProfile column = byName.get(columns.get(i));
                if (column.columnType() == ColumnType.DATE) {
                    assertThat((String) values[i])
                            .as("%s %s", column.name(), record.get(i))
                            .isBetween(column.min(), column.max());
                    dates++;
                } else if (column.columnType() == ColumnType.CATEGORICAL) {
                    assertThat(values[i]).isIn(null, record.get(i).strip());
                }
            }
        }
        assertThat(dates).isEqualTo(3L * (records.size() - 1));
        assertThat(typing.typed(new Row(2, records.get(1).toList()))[columns.indexOf("PQ First Sent to Client Date")])
                .isEqualTo("Pre-PQ Process");
    }

    private static Row row(String... values) {
        return new Row(1, Arrays.asList(values));
    }

    private static List<CSVRecord> supplyChain() throws IOException {
        String data = System.getenv().getOrDefault("MNEMOS_SAMPLE_DATA", "/work/shared/data");
        Path csv = Path.of(data, "supply-chain", "scms-delivery-history.csv");
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.parse(reader)) {
            return parser.getRecords();
        }
    }
}
