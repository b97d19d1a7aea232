package org.mnemos.consolidation.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.screening.control.SecretScreen;

/** A consolidated entry never carries a credential, whichever consolidator wrote it. */
class ScreenedSummariesTest {

    /** Fake but well-formed, assembled from pieces so the repository does not trip scanners. */
    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

    private final Consolidator summaries = new ScreenedSummaries(new CentralSentences(), new SecretScreen());

    @Test
    void theOfflineSummaryOfSourcesHoldingAKeyMasksIt() {
        String summary = summaries.consolidate(
                List.of("The nightly export uses " + GITHUB, "The nightly export runs at 02:00"),
                List.of(new float[] {1, 0}, new float[] {0, 1}));

        assertThat(summary)
                .doesNotContain(GITHUB)
                .contains("[REDACTED:github-token]")
                .contains("The nightly export runs at 02:00");
    }

    @Test
    void aSummaryWithoutSecretsIsUnchanged() {
        List<String> contents = List.of("Invoices are due within 30 days", "Invoices are paid by transfer");
        List<float[]> vectors = List.of(new float[] {1, 0}, new float[] {0.9f, 0.1f});

        assertThat(summaries.consolidate(contents, vectors))
                .isEqualTo(new CentralSentences().consolidate(contents, vectors));
    }
}
