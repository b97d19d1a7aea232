package org.mnemos.refresh.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.artifact.control.PageContent;
import org.mnemos.artifact.control.PageData;
import org.mnemos.artifact.control.SpecPageData;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.platform.Json;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.SnapshotRows;

/** The pages a refresh's snapshot is served as: its rows typed by its own profile, or a spec's datasets as the data block. */
class SnapshotPagesTest {

    private static final Instant NOW = Instant.parse("2026-12-07T06:00:00Z");

    @Test
    void aProgramSnapshotsRowsAreTypedByTheProfileOfTheDataTheyCameFrom() {
        SnapshotRows rows = new SnapshotRows(
                List.of("Line Item Quantity", "Vendor"),
                List.of(Arrays.asList("19", " SCMS "), Arrays.asList("N/A", null)));
        RefreshRecord snapshot = snapshot(RefreshRecord.ContentKind.ROWS, rows.json());

        PageData data = RefreshRecords.pageData(snapshot);

        assertThat(data.columns()).containsExactly("Line Item Quantity", "Vendor");
        assertThat(data.rows().get(0)).containsExactly(19L, "SCMS");
        assertThat(data.rows().get(1)).containsExactly(null, null);
        assertThat(data.truncated()).isFalse();
    }

    @Test
    void aSpecSnapshotGivesItsPageTheStoredDatasetsScriptSafe() {
        Datasets datasets = new Datasets(
                9994,
                Map.of("total", new BigDecimal("2297200.8603")),
                Map.of(),
                Map.of("top", List.of(Map.of("Product", "</script><b>"))),
                List.of(),
                List.of());

        PageContent content = RefreshRecords.content(snapshot(RefreshRecord.ContentKind.DATASETS, datasets.json()));

        assertThat(content).isEqualTo(new SpecPageData(datasets));
        assertThat(content.rowCount()).isEqualTo(9994);
        assertThat(content.blockText()).contains("\"total\":2297200.8603").doesNotContain("</script>");
    }

    private static RefreshRecord snapshot(RefreshRecord.ContentKind kind, String content) {
        String profile = Json.text(SampleProfiles.load("supply-chain"));
        return new RefreshRecord(
                new RefreshRecord.Start("acme", "ws", "art", 1, "src", "MANUAL", null, "alice", NOW, 0),
                new RefreshRecord.End(
                        RefreshStatus.SUCCEEDED, NOW, 2, "fp", profile, null, null, null, false, kind, content));
    }
}
