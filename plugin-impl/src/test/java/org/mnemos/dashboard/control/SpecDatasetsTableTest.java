package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.dashboard.control.DatasetsFixture.row;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TableSort;

class SpecDatasetsTableTest {

    private static final DataProfile PROFILE =
            DatasetsFixture.profile("id:identifier", "name:text", "profit:decimal", "secret:text");
    private static final List<String> COLUMNS = List.of("id", "name", "profit", "secret");
    private static final List<List<String>> ROWS = List.of(
            row("1", "a", "5", "x"),
            row("2", "b", "", "x"),
            row("3", "c", "7.50", "x"),
            row("4", "d", "5.0", "x"),
            row("5", "e", "-2", "x"),
            row("6", "f", "7.5", "x"),
            row("7", "g", "NA", "x"));

    @Test
    void withoutASortTheFirstRowsOfTheSource() {
        assertThat(names(table(null, 3))).containsExactly("a", "b", "c");
    }

    @Test
    void descendingTopRowsKeepSourceOrderForTiesAndPutBlanksLast() {
        assertThat(names(table(SortOrder.DESCENDING, 4))).containsExactly("c", "f", "a", "d");
        assertThat(names(table(SortOrder.DESCENDING, 7))).containsExactly("c", "f", "a", "d", "e", "b", "g");
    }

    @Test
    void ascendingTopRowsPutBlanksLastToo() {
        assertThat(names(table(SortOrder.ASCENDING, 3))).containsExactly("e", "a", "d");
        assertThat(names(table(SortOrder.ASCENDING, 7))).containsExactly("e", "a", "d", "c", "f", "b", "g");
    }

    @Test
    void rowsHoldOnlyTheTablesColumnsWithTypedValues() {
        List<Map<String, Object>> rows = rows(table(SortOrder.DESCENDING, 1));
        assertThat(rows).hasSize(1);
        assertThat(rows.get(0)).containsOnlyKeys("name", "profit");
        assertThat(rows.get(0).get("profit")).isEqualTo(new BigDecimal("7.5"));
    }

    private static DetailTable table(SortOrder order, int limit) {
        return new DetailTable(
                "t",
                "T",
                List.of(new TableColumn("name", null), new TableColumn("profit", null)),
                order == null ? null : new TableSort("profit", order),
                limit);
    }

    private static List<Map<String, Object>> rows(DetailTable table) {
        SpecDatasets datasets = SpecDatasets.of(DatasetsFixture.spec(List.of(), List.of(), List.of(table)), PROFILE);
        Datasets result = DatasetsFixture.fed(datasets, COLUMNS, ROWS).result();
        assertThat(Datasets.parse(result.json())).isEqualTo(result);
        return result.tables().get("t");
    }

    private static List<Object> names(DetailTable table) {
        return rows(table).stream().map(row -> row.get("name")).toList();
    }
}
