package org.mnemos.dashboardexport.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.SecretScreen;

/** A credential a source cell holds does not leave in an export; the figures stay. */
class MaskedDatasetsTest {

    private static final String GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A";

    @Test
    void textCellsOfChartsAndTablesAreMaskedAndNumbersKept() {
        Datasets data = new Datasets(
                2,
                Map.of("value", new BigDecimal("10")),
                Map.of("by-mode", List.of(Map.of("x", "token " + GITHUB, "y", new BigDecimal("4")))),
                Map.of("top", List.of(Map.of("Mode", GITHUB, "Value", new BigDecimal("6")))),
                List.of(),
                List.of());
        Datasets masked = MaskedDatasets.of(DashboardPrintTest.SPEC, data, new JsonScreen(new SecretScreen()));
        assertThat(masked.toString()).doesNotContain(GITHUB).contains("[REDACTED:");
        assertThat(masked.kpis().get("value")).isEqualTo(new BigDecimal("10"));
        assertThat(masked.charts().get("by-mode").get(0).get("y")).isEqualTo(new BigDecimal("4"));
        assertThat(masked.tables().get("top").get(0).get("Value")).isEqualTo(new BigDecimal("6"));
    }
}
