package org.mnemos.datasource.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;

/** The raw tokens a profile spares: the row count times the mean tokens of its sample rows as CSV lines. */
class ProfileMetricsTest {

    @Test
    void rawTokensScaleTheSampleRowsToTheRowCount() {
        List<String> first = List.of("CA-2016-152156", "Furniture", "261.96");
        List<String> second = Arrays.asList("US-2015-108966", null, "957.5775");
        DataProfile profile = new DataProfile(10_000, "f", List.of(), List.of(first, second), "text", 40, 0);

        long perTwoRows = PromptTokens.count("CA-2016-152156,Furniture,261.96\n")
                + PromptTokens.count("US-2015-108966,,957.5775\n");

        assertThat(ProfileMetrics.rawTokens(profile)).isEqualTo(Math.round(10_000 * perTwoRows / 2.0));
    }

    @Test
    void aProfileWithoutSamplesEstimatesNothing() {
        assertThat(ProfileMetrics.rawTokens(new DataProfile(5, "f", List.of(), List.of(), "", 0, 0)))
                .isZero();
    }
}
