package org.mnemos.refresh.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class RefreshScheduleTest {

    private static final int MAX = 4;
    private static final Instant CREATED = Instant.parse("2026-12-01T09:00:00Z");
    private static final Instant MONDAY = Instant.parse("2026-12-07T06:00:00Z");

    private final RefreshSchedule schedule = new RefreshSchedule(
            "acme",
            "ws",
            "artifact",
            new ScheduleSettings("0 7 * * 1", "Europe/Berlin", false, null, null),
            "ann",
            CREATED);

    private boolean fail(String code) {
        return schedule.record(MONDAY, "r", RefreshStatus.FAILED, code, MAX);
    }

    @Test
    void theFourthFailureInARowPausesTheScheduleAndSaysWhy() {
        assertThat(fail("SOURCE_UNREACHABLE")).isFalse();
        assertThat(fail("SOURCE_UNREACHABLE")).isFalse();
        assertThat(fail("SOURCE_UNREACHABLE")).isFalse();
        assertThat(schedule.enabled()).isTrue();

        assertThat(fail("SOURCE_TIMEOUT")).isTrue();

        assertThat(schedule.enabled()).isFalse();
        assertThat(schedule.consecutiveFailures()).isEqualTo(4);
        assertThat(schedule.pausedReason()).contains("4 refreshes in a row").contains("SOURCE_TIMEOUT");
        assertThat(schedule.lastStatus()).isEqualTo(RefreshStatus.FAILED);
        assertThat(schedule.lastErrorCode()).isEqualTo("SOURCE_TIMEOUT");
    }

    @Test
    void aSuccessStartsTheCountAgain() {
        fail("SOURCE_UNREACHABLE");
        fail("SOURCE_UNREACHABLE");
        fail("SOURCE_UNREACHABLE");

        assertThat(schedule.record(MONDAY, "ok", RefreshStatus.SUCCEEDED, null, MAX))
                .isFalse();
        assertThat(schedule.consecutiveFailures()).isZero();
        assertThat(fail("SOURCE_UNREACHABLE")).isFalse();
        assertThat(schedule.enabled()).isTrue();
        assertThat(schedule.lastRefreshId()).isEqualTo("r");
    }

    @Test
    void driftCountsLikeAFailureSinceWaitingNeverMendsIt() {
        for (int i = 0; i < MAX; i++) {
            schedule.record(MONDAY, "d" + i, RefreshStatus.DRIFTED, null, MAX);
        }

        assertThat(schedule.enabled()).isFalse();
        assertThat(schedule.pausedReason()).contains("schema drift").contains("regenerate");
    }

    @Test
    void resumingClearsTheCountAndMovesSinceSoNoOldFireIsCaughtUp() {
        for (int i = 0; i < MAX; i++) {
            fail("AUTH_FAILED");
        }
        Instant resumed = MONDAY.plusSeconds(3600);

        schedule.resume(resumed);

        assertThat(schedule.enabled()).isTrue();
        assertThat(schedule.pausedReason()).isNull();
        assertThat(schedule.consecutiveFailures()).isZero();
        assertThat(schedule.since()).isEqualTo(resumed);
    }

    @Test
    void aChangeMovesSinceAndKeepsTheCount() {
        fail("AUTH_FAILED");
        Instant changed = CREATED.plusSeconds(60);

        schedule.change(new ScheduleSettings("0 6 * * 1", "UTC", true, "https://hooks.example.com/x", "hook"), changed);

        assertThat(schedule.since()).isEqualTo(changed);
        assertThat(schedule.consecutiveFailures()).isEqualTo(1);
        assertThat(schedule.settings().notifies()).isTrue();
    }
}
