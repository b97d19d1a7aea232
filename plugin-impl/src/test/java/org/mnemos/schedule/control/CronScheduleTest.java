package org.mnemos.schedule.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class CronScheduleTest {

    private static final CronSchedule NIGHTLY_BERLIN = CronSchedule.of("0 2 * * *", "Europe/Berlin");

    private static Instant at(String instant) {
        return Instant.parse(instant);
    }

    @Test
    void theLatestFireIsReadOnTheZonesWallClock() {
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-01-15T12:00:00Z"))).contains(at("2026-01-15T01:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-07-15T12:00:00Z"))).contains(at("2026-07-15T00:00:00Z"));
        assertThat(CronSchedule.of("0 2 * * *", "America/New_York").latestFire(at("2026-01-15T12:00:00Z")))
                .contains(at("2026-01-15T07:00:00Z"));
    }

    @Test
    void aFireAtExactlyNowIsTheLatestAndOneAMomentLaterIsNotYet() {
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-01-15T01:00:00Z"))).contains(at("2026-01-15T01:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-01-15T00:59:59.999Z"))).contains(at("2026-01-14T01:00:00Z"));
    }

    @Test
    void aFireInTheSpringForwardGapHappensWhenTheClockResumes() {
        // 2026-03-29 in Berlin: 02:00 CET is followed by 03:00 CEST (01:00Z), so 02:00 never shows on the clock.
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-03-29T00:59:00Z"))).contains(at("2026-03-28T01:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-03-29T01:00:00Z"))).contains(at("2026-03-29T01:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-03-29T12:00:00Z"))).contains(at("2026-03-29T01:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-03-30T12:00:00Z"))).contains(at("2026-03-30T00:00:00Z"));
        // 02:30 moves by the gap's hour to 03:30 CEST; just after the jump it has not happened yet.
        CronSchedule halfPast = CronSchedule.of("30 2 * * *", "Europe/Berlin");
        assertThat(halfPast.latestFire(at("2026-03-29T01:10:00Z"))).contains(at("2026-03-28T01:30:00Z"));
        assertThat(halfPast.latestFire(at("2026-03-29T01:30:00Z"))).contains(at("2026-03-29T01:30:00Z"));
    }

    @Test
    void aTimeTheClockPassesTwiceInAutumnFiresOnlyTheFirstTime() {
        // 2026-10-25 in Berlin: 03:00 CEST (01:00Z) goes back to 02:00 CET, so 02:00 shows twice.
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-10-25T00:30:00Z"))).contains(at("2026-10-25T00:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-10-25T01:30:00Z"))).contains(at("2026-10-25T00:00:00Z"));
        assertThat(NIGHTLY_BERLIN.latestFire(at("2026-10-25T12:00:00Z"))).contains(at("2026-10-25T00:00:00Z"));
    }

    @Test
    void afterThreeMissedNightsOnlyTheLatestIsDue() {
        ScheduledScope workspace =
                new ScheduledScope("intelligent-decay", "acme", "ws-1", NIGHTLY_BERLIN, at("2026-01-01T09:00:00Z"));

        // down from 2026-01-11 23:00Z to 2026-01-14 08:00Z: the fires of the 12th, 13th and 14th were missed
        assertThat(workspace.dueFire(at("2026-01-14T08:00:00Z"))).contains(at("2026-01-14T01:00:00Z"));
    }

    @Test
    void aFireBeforeTheScopeExistedIsNotDue() {
        ScheduledScope createdAtTen =
                new ScheduledScope("intelligent-decay", "acme", "ws-1", NIGHTLY_BERLIN, at("2026-01-15T09:00:00Z"));

        assertThat(createdAtTen.dueFire(at("2026-01-15T09:00:30Z"))).isEmpty();
        assertThat(createdAtTen.dueFire(at("2026-01-15T23:00:00Z"))).isEmpty();
        assertThat(createdAtTen.dueFire(at("2026-01-16T01:00:00Z"))).contains(at("2026-01-16T01:00:00Z"));
    }

    @Test
    void aFireAtTheVeryMomentTheScopeCameIntoBeingIsDue() {
        ScheduledScope tenant = new ScheduledScope(
                "scratch-expiry",
                "acme",
                ScheduledScope.WHOLE_TENANT,
                CronSchedule.of("0 * * * *", "UTC"),
                at("2026-01-15T09:00:00Z"));

        assertThat(tenant.dueFire(at("2026-01-15T09:20:00Z"))).contains(at("2026-01-15T09:00:00Z"));
        assertThat(tenant.workspaceId()).isNull();
    }
}
