package org.mnemos.connector.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.profile.ProfileBuilder;

/** A generated file well beyond the exact caps, streamed from disk. */
class LargeCsvProfileTest {

    private static final int ROWS = 200_000;

    @TempDir
    Path folder;

    @Test
    void estimatesLargeDistinctCountsAndKeepsSmallOnesExact() throws IOException {
        double sum = write(folder.resolve("large.csv"));

        DataProfile profile;
        try (RowStream rows = SampleData.source(folder).open(CsvConfig.of("large.csv"))) {
            profile = ProfileBuilder.profile(rows);
        }

        ColumnProfile id = profile.columns().get(0);
        ColumnProfile region = profile.columns().get(1);
        ColumnProfile amount = profile.columns().get(2);
        assertThat(profile.rowCount()).isEqualTo(ROWS);
        assertThat(id.distinctExact()).isFalse();
        assertThat(id.distinct()).isCloseTo(ROWS, withinPercentage(3));
        assertThat(region.distinctExact()).isTrue();
        assertThat(region.distinct()).isEqualTo(20);
        assertThat(region.valuesComplete()).isTrue();
        assertThat(region.values()).allSatisfy(v -> assertThat(v.count()).isEqualTo(ROWS / 20));
        assertThat(amount.mean()).isCloseTo(sum / ROWS, within(1e-6));
        assertThat(profile.tokens()).isLessThanOrEqualTo(600);
    }

    private static double write(Path file) throws IOException {
        Random random = new Random(3);
        double sum = 0;
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            out.write("order_key,region,amount\n");
            for (int i = 0; i < ROWS; i++) {
                double amount = Math.round(random.nextDouble() * 100_000) / 100.0;
                sum += amount;
                out.write("K" + Integer.toHexString(i * 31 + 7) + ",region " + (i % 20) + "," + amount + "\n");
            }
        }
        return sum;
    }
}
