package org.mnemos.benchmarks.generation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableTest {

    @TempDir
    Path dir;

    @Test
    void identifiersCoordinatesAndYearsAreNotMeasures() throws Exception {
        Path csv = Files.writeString(dir.resolve("t.csv"), """
                No,Team_ID,zipCode,Name,Opened,Latitude,X Coordinate (State Plane),Season,Price,Valid
                1,7,10001,Ann,2015-01-02,40.7,1001,2015,10,yes
                2,7,10002,Bob,2015-01-02,40.8,1002,2016,10,no
                3,8,10003,Cy,2015-01-03,40.9,1003,2016,12,yes
                """);
        Table table = Table.read(csv);

        assertThat(table.identifiers()).containsExactly("No", "Team_ID", "zipCode", "X Coordinate (State Plane)");
        // Three rows: distinct integers are chance here, a name or a year range is not.
        assertThat(table.notMeasures())
                .containsExactlyInAnyOrder(
                        "No", "Team_ID", "zipCode", "Latitude", "X Coordinate (State Plane)", "Season");
        assertThat(table.firstCategoricalColumn()).isEqualTo("Valid");
        assertThat(table.countsBy("Valid")).containsExactly(new Point("yes", null, 2.0), new Point("no", null, 1.0));
    }

    @Test
    void distinctIntegersAreKeysOnlyWhenTheyRunLikeRowNumbersOrTheNameSaysNoAmount() throws Exception {
        StringBuilder csv = new StringBuilder("Row,seats_per_week,Total,Rank\n");
        for (int i = 1; i <= 25; i++) {
            // Row 1..25 (row numbers), seats spread far apart, Total dense but named an amount, Rank dense.
            csv.append(i)
                    .append(',')
                    .append(1_000_003L * i * i)
                    .append(',')
                    .append(100 + i)
                    .append(',')
                    .append(26 - i)
                    .append('\n');
        }
        Table table = Table.read(Files.writeString(dir.resolve("wide.csv"), csv));

        assertThat(table.notMeasures()).containsExactlyInAnyOrder("Row", "Rank");
    }
}
