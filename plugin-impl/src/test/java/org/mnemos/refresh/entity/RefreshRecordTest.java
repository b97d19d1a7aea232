package org.mnemos.refresh.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class DataSnapshotTest {

    private static final Instant STARTED = Instant.parse("2026-12-07T06:00:00Z");
    private static final RefreshRecord.Start START =
            new RefreshRecord.Start("acme", "ws", "art", 3, "src", "SCHEDULE", "sched-1", "alice", STARTED, 812);

    @Test
    void aSucceededRefreshKeepsItsDataItsSizeAndItsDuration() {
        RefreshRecord snapshot = new RefreshRecord(START, end(RefreshStatus.SUCCEEDED, "{\"rowCount\":2}"));

        assertThat(snapshot.content()).isEqualTo("{\"rowCount\":2}");
        assertThat(snapshot.contentBytes()).isEqualTo(14);
        assertThat(snapshot.contentKind()).isEqualTo(RefreshRecord.ContentKind.DATASETS);
        assertThat(snapshot.durationMs()).isEqualTo(84);
        assertThat(snapshot.llmCalls()).isZero();
        assertThat(snapshot.tokensSaved()).isEqualTo(812);
        assertThat(snapshot.belongsTo("acme", "ws", "art")).isTrue();
        assertThat(snapshot.belongsTo("acme", "other", "art")).isFalse();
    }

    @Test
    void dataComesOnlyWithASucceededRefresh() {
        assertThatThrownBy(() -> new RefreshRecord(START, end(RefreshStatus.DRIFTED, "{}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RefreshRecord(START, end(RefreshStatus.SUCCEEDED, null)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new RefreshRecord(START, end(RefreshStatus.FAILED, null)).contentKind())
                .isNull();
    }

    @Test
    void aPublishedRefreshIsRecordedForTheNewVersion() {
        RefreshRecord.Start moved = START.forVersion(4);

        assertThat(moved.version()).isEqualTo(4);
        assertThat(moved).usingRecursiveComparison().ignoringFields("version").isEqualTo(START);
    }

    private static RefreshRecord.End end(RefreshStatus status, String content) {
        return new RefreshRecord.End(
                status,
                STARTED.plusMillis(84),
                2,
                "fp",
                "{}",
                null,
                null,
                null,
                false,
                content == null ? null : RefreshRecord.ContentKind.DATASETS,
                content);
    }
}
