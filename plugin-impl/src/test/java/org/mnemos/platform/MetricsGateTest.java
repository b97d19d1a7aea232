package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.MetricsGate.Verdict;

/** Issue 29 (Low): /metrics behind a setting, public, a scraper's bearer token, or off. */
class MetricsGateTest {

    private static final String TOKEN = "scrape-0123456789abcdef";

    @Test
    void publicServesAnyone() {
        MetricsGate gate = MetricsGate.of("public", Optional.empty());

        assertThat(gate.judge(null)).isEqualTo(Verdict.SERVE);
        assertThat(gate.judge("Bearer whatever")).isEqualTo(Verdict.SERVE);
    }

    @Test
    void tokenServesOnlyTheBearerOfTheConfiguredToken() {
        MetricsGate gate = MetricsGate.of("Token", Optional.of(" " + TOKEN + " "));

        assertThat(gate.judge("Bearer " + TOKEN)).isEqualTo(Verdict.SERVE);
        assertThat(gate.judge("bearer " + TOKEN)).as("the scheme's case").isEqualTo(Verdict.SERVE);
        assertThat(gate.judge(null)).isEqualTo(Verdict.UNAUTHENTICATED);
        assertThat(gate.judge("Bearer ")).isEqualTo(Verdict.UNAUTHENTICATED);
        assertThat(gate.judge("Bearer " + TOKEN + "0")).isEqualTo(Verdict.UNAUTHENTICATED);
        assertThat(gate.judge("Bearer " + TOKEN.substring(1))).isEqualTo(Verdict.UNAUTHENTICATED);
        assertThat(gate.judge(TOKEN)).as("without the scheme").isEqualTo(Verdict.UNAUTHENTICATED);
        assertThat(gate.judge("Basic " + TOKEN)).isEqualTo(Verdict.UNAUTHENTICATED);
    }

    @Test
    void offServesNobodyWhateverTheySend() {
        MetricsGate gate = MetricsGate.of("off", Optional.of(TOKEN));

        assertThat(gate.judge(null)).isEqualTo(Verdict.NOT_FOUND);
        assertThat(gate.judge("Bearer " + TOKEN)).isEqualTo(Verdict.NOT_FOUND);
    }

    @Test
    void aSettingThatCannotWorkStopsTheDeploymentNamingIt() {
        assertThatThrownBy(() -> MetricsGate.of("private", Optional.empty()))
                .hasMessageContaining("MNEMOS_METRICS must be public, token or off, not 'private'");
        assertThatThrownBy(() -> MetricsGate.of("token", Optional.empty()))
                .hasMessageContaining("MNEMOS_METRICS_TOKEN of at least 16 characters");
        assertThatThrownBy(() -> MetricsGate.of("token", Optional.of("short-token")))
                .hasMessageContaining("MNEMOS_METRICS_TOKEN of at least 16 characters")
                .hasMessageNotContaining("short-token");
    }
}
