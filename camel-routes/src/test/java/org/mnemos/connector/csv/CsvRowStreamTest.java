package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;

class CsvRowStreamTest {

    /** Reads streams only, so its data folder never matters. */
    private static final CsvSource CSV = SampleData.source(Path.of(System.getProperty("java.io.tmpdir")));

    @Test
    void detectsSemicolonsAndWindowsEncoding() {
        byte[] bytes = "name;city;amount\nMüller;Köln;3,5\n\"Dupont; fils\";Café;4\n"
                .getBytes(Charset.forName("windows-1252"));

        List<Row> rows = read(bytes, CsvConfig.of(null));

        assertThat(rows)
                .extracting(Row::values)
                .containsExactly(List.of("Müller", "Köln", "3,5"), List.of("Dupont; fils", "Café", "4"));
    }

    @Test
    void detectsTabsPipesAndSingleQuotes() {
        assertThat(read(utf8("a\tb\n1\t2\n3\t4\n"), CsvConfig.of(null)).get(1).values())
                .containsExactly("3", "4");
        assertThat(read(utf8("a|b\n1|2\n"), CsvConfig.of(null)).get(0).values()).containsExactly("1", "2");
        assertThat(read(utf8("a,b\n'x, y',2\n'z',3\n"), CsvConfig.of(null))
                        .get(0)
                        .values())
                .containsExactly("x, y", "2");
    }

    @Test
    void configuredDialectWinsOverDetection() {
        CsvConfig config = new CsvConfig(null, ';', '"', "UTF-8", true, MalformedRowPolicy.FAIL);

        assertThat(read(utf8("a;b\n1,5;2\n"), config).get(0).values()).containsExactly("1,5", "2");
    }

    @Test
    void stripsTheUtf8ByteOrderMark() {
        try (RowStream stream = CSV.open(new ByteArrayInputStream(utf8("\uFEFFid,name\n1,x\n")), CsvConfig.of(null))) {
            assertThat(stream.columns()).containsExactly("id", "name");
        }
    }

    @Test
    void rowsCarryTheLineTheirRecordStartsOn() {
        List<Row> rows = read(utf8("id,note\n1,plain\n2,\"two\nlines\"\n3,after\n"), CsvConfig.of(null));

        assertThat(rows).extracting(Row::number).containsExactly(2L, 3L, 5L);
        assertThat(rows.get(1).value(1)).isEqualTo("two\nlines");
    }

    @Test
    void namesColumnsWithoutHeaderAndDeduplicatesNames() {
        CsvConfig noHeader = new CsvConfig(null, null, null, null, false, null);
        try (RowStream stream = CSV.open(new ByteArrayInputStream(utf8("1,2\n3,4\n")), noHeader)) {
            assertThat(stream.columns()).containsExactly("column1", "column2");
            assertThat(stream.next().values()).containsExactly("1", "2");
        }
        try (RowStream stream = CSV.open(new ByteArrayInputStream(utf8("a,a,\n1,2,3\n")), CsvConfig.of(null))) {
            assertThat(stream.columns()).containsExactly("a", "a (2)", "column3");
        }
    }

    @Test
    void raggedRowsFailOrAreSkipped() {
        byte[] bytes = utf8("a,b\n1,2\n3\n4,5,6\n7,8\n");

        assertThatThrownBy(() -> read(bytes, CsvConfig.of(null)))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.line()).hasValue(3))
                .hasMessageContaining("Line 3 has 1 values but the header has 2 columns");
        try (RowStream stream =
                CSV.open(new ByteArrayInputStream(bytes), CsvConfig.of(null).with(MalformedRowPolicy.SKIP))) {
            List<Row> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            assertThat(rows).extracting(Row::number).containsExactly(2L, 5L);
            assertThat(stream.malformedRows()).isEqualTo(2);
        }
    }

    @Test
    void unparseableRecordFailsEvenWhenSkipping() {
        byte[] bytes = utf8("a,b\n1,2\n3,\"open\" quote\n");

        assertThatThrownBy(() -> read(bytes, CsvConfig.of(null).with(MalformedRowPolicy.SKIP)))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.MALFORMED_SOURCE_DATA);
                    assertThat(e.line()).hasValue(3);
                });
    }

    @Test
    void emptySourceHasNoSchema() {
        assertThatThrownBy(() -> read(new byte[0], CsvConfig.of(null)))
                .isInstanceOfSatisfying(
                        ConnectorException.class,
                        e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_SCHEMA_INVALID));
    }

    @Test
    void unknownEncodingIsAConfigurationError() {
        CsvConfig config = new CsvConfig(null, null, null, "no-such-charset", true, null);

        assertThatThrownBy(() -> read(utf8("a\n1\n"), config)).hasMessageContaining("'no-such-charset' is not known");
    }

    private static List<Row> read(byte[] bytes, CsvConfig config) {
        try (RowStream stream = CSV.open(new ByteArrayInputStream(bytes), config)) {
            List<Row> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            return rows;
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
