package org.mnemos.refresh.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.platform.Json;
import org.mnemos.refresh.entity.Drift;

class UsedColumnsTest {

    private static final DataProfile BASELINE = new DataProfile(
            2,
            "f",
            List.of(column("Region", "categorical"), column("Sales", "decimal"), column("Note", "text")),
            List.of(),
            "",
            0,
            0);

    @Test
    void aProgramUsesEveryColumnOfTheProfileItWasMadeFor() {
        assertThat(UsedColumns.of(ArtifactForm.PROGRAM, "<html></html>", BASELINE))
                .containsExactly("Region", "Sales", "Note");
    }

    @Test
    void aSpecUsesTheFieldsItReferences() {
        String spec = SpecJson.write(new DashboardSpec(
                DashboardSpec.VERSION,
                "Sales",
                List.of(new KpiCard("total", "Total", "Sales", Aggregate.SUM, NumberFormat.number(0), List.of())),
                List.of(),
                List.of(),
                new Layout(List.of(List.of("total"))),
                new FormatRules(List.of(), List.of(), List.of())));

        assertThat(UsedColumns.of(ArtifactForm.SPEC, spec, BASELINE)).containsExactly("Sales");
    }

    @Test
    void aDriftRoundTripsThroughItsRecordedJson() {
        Drift drift = new Drift(
                List.of("Region"),
                List.of(new Drift.TypeChange("Sales", "decimal", "text", "values were decimal and are now text")),
                List.of(new Drift.CatalogChange("Segment", List.of("SMB"), List.of())));

        assertThat(DriftJson.parse(Json.text(drift))).isEqualTo(drift);
    }

    private static ColumnProfile column(String name, String type) {
        return new ColumnProfile(name, type, 0, 2, true, null, null, null, null, null, List.of(), false, null);
    }
}
