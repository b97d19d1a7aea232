package org.mnemos.connector.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;

class ProfileRendererTest {

    @Test
    void narrowTableShowsStatisticsCatalogsAndSamples() {
        DataProfile profile = table(8, 1_000);

        assertThat(profile.text())
                .contains("Table: 1000 rows, 8 columns")
                .contains(
                        "- num0: integer identifier 0..999, 1000 distinct — distinct integers, dense like row numbers")
                .contains("- cat1: categorical category, 4 values: a (250), b (250), c (250), d (250)")
                .contains("Sample rows:");
        assertThat(profile.tokens())
                .isEqualTo(TokenCounter.count(profile.text()))
                .isLessThanOrEqualTo(600);
    }

    @Test
    void wideTableDropsSamplesAndCatalogsBeforeColumns() {
        DataProfile profile = table(60, 500);

        assertThat(profile.text())
                .doesNotContain("Sample rows:")
                .contains("- num58: integer identifier", "- cat59: categorical category");
        assertThat(profile.tokens()).isLessThanOrEqualTo(600);
    }

    @Test
    void tooWideForTheBudgetStillRendersEveryColumn() {
        DataProfile profile = table(200, 50);

        assertThat(profile.text()).contains("- cat199: categorical category");
        assertThat(profile.tokens()).isGreaterThan(600);
    }

    /** Alternating integer and four-value categorical columns. */
    private static DataProfile table(int width, int rows) {
        List<String> names = IntStream.range(0, width)
                .mapToObj(i -> (i % 2 == 0 ? "num" : "cat") + i)
                .toList();
        ProfileBuilder builder = new ProfileBuilder(names);
        for (int r = 0; r < rows; r++) {
            List<String> values = new ArrayList<>();
            for (int c = 0; c < width; c++) {
                values.add(c % 2 == 0 ? String.valueOf(r) : String.valueOf((char) ('a' + r % 4)));
            }
            builder.add(new Row(r + 2, values));
        }
        return builder.build();
    }
}
