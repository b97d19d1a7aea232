package org.mnemos.dashboardexport.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.Datasets;

/** An item's CSV holds exactly the item's dataset: the points or rows the page gets, values unrounded. */
class ItemRowsTest {

    private final Datasets data = DashboardPrintTest.datasets();

    @Test
    void aChartsCsvIsItsPointsWithTheFieldsAsHeader() throws IOException {
        List<CSVRecord> csv = csv("by-month");
        assertThat(csv.get(0).toList()).containsExactly("Day", "Mode", "Value");
        List<List<String>> expected = new ArrayList<>();
        for (Map<String, Object> point : data.charts().get("by-month")) {
            expected.add(List.of(text(point.get("x")), text(point.get("colour")), text(point.get("y"))));
        }
        assertThat(csv.subList(1, csv.size()).stream().map(CSVRecord::toList)).containsExactlyElementsOf(expected);
        assertThat(csv).hasSize(5);
        assertThat(csv.get(1).toList()).containsExactly("2024-01-01", "Air", "1200.5");
    }

    @Test
    void aTablesCsvIsItsRowsInItsColumns() throws IOException {
        List<CSVRecord> csv = csv("top");
        assertThat(csv.stream().map(CSVRecord::toList))
                .containsExactly(
                        List.of("Mode", "Value"),
                        List.of("Truck", "80000"),
                        List.of("Ocean", "15000"),
                        List.of("Air", "3400.25"));
    }

    @Test
    void aKpisCsvIsOneRowWithTheExactValue() throws IOException {
        assertThat(csv("weight").stream().map(CSVRecord::toList))
                .containsExactly(List.of("id", "title", "value"), List.of("weight", "Average weight", "9.9375"));
    }

    @Test
    void anUnknownItemHasNoRows() {
        assertThat(ItemRows.of(DashboardPrintTest.SPEC, data, "nope")).isEmpty();
    }

    @Test
    void aTextCellASpreadsheetWouldRunIsWrittenAsText() {
        assertThat(ItemCsv.of(List.of("Mode"), List.of(List.of("=HYPERLINK(\"x\")"), List.of("Air"))))
                .isEqualTo("Mode\r\n\"'=HYPERLINK(\"\"x\"\")\"\r\nAir\r\n");
    }

    private List<CSVRecord> csv(String item) throws IOException {
        ItemRows.Rows rows = ItemRows.of(DashboardPrintTest.SPEC, data, item).orElseThrow();
        return CSVFormat.RFC4180
                .parse(new StringReader(ItemCsv.of(rows.header(), rows.rows())))
                .getRecords();
    }

    private static String text(Object value) {
        return value instanceof java.math.BigDecimal number ? number.toPlainString() : String.valueOf(value);
    }
}
