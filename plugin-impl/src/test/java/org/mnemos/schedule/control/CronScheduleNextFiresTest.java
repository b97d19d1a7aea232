package org.mnemos.schedule.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The fires a schedule editor previews follow the same wall-clock rules as the fires the scheduler runs. */
class CronScheduleNextFiresTest {

    private static final CronSchedule MONDAY_BERLIN = CronSchedule.of("0 7 * * 1", "Europe/Berlin");

    @Test
    void theNextFiveMondaysAtSevenOnBerlinsClockAcrossTheSpringForward() {
        Instant thursday = Instant.parse("2026-03-12T10:00:00Z");

        assertThat(MONDAY_BERLIN.nextFires(thursday, 5).stream().map(MONDAY_BERLIN::onWallClock))
                .containsExactly(
                        "2026-03-16T07:00:00+01:00",
                        "2026-03-23T07:00:00+01:00",
                        "2026-03-30T07:00:00+02:00",
                        "2026-04-06T07:00:00+02:00",
                        "2026-04-13T07:00:00+02:00");
        assertThat(MONDAY_BERLIN.nextFires(thursday, 5).get(2)).isEqualTo(Instant.parse("2026-03-30T05:00:00Z"));
    }

    @Test
    void aFireAtExactlyTheStartIsNotNext() {
        assertThat(MONDAY_BERLIN.nextFires(Instant.parse("2026-03-16T06:00:00Z"), 1))
                .containsExactly(Instant.parse("2026-03-23T06:00:00Z"));
    }

    @Test
    void theGapMovesAFireToWhenTheClockResumesAndTheDoubledHourFiresOnce() {
        CronSchedule halfPastTwo = CronSchedule.of("30 2 * * *", "Europe/Berlin");

        assertThat(halfPastTwo.nextFires(Instant.parse("2026-03-28T12:00:00Z"), 2))
                .containsExactly(Instant.parse("2026-03-29T01:30:00Z"), Instant.parse("2026-03-30T00:30:00Z"));
        // 2026-10-25: 02:30 passes at 00:30Z (CEST) and again at 01:30Z (CET); only the first is a fire.
        assertThat(halfPastTwo.nextFires(Instant.parse("2026-10-24T12:00:00Z"), 2))
                .containsExactly(Instant.parse("2026-10-25T00:30:00Z"), Instant.parse("2026-10-26T01:30:00Z"));
    }

    @Test
    void anHourlyCronInTheGapDoesNotFireTwiceAtTheSameInstant() {
        CronSchedule hourly = CronSchedule.of("30 * * * *", "Europe/Berlin");

        assertThat(hourly.nextFires(Instant.parse("2026-03-29T00:00:00Z"), 3))
                .containsExactly(
                        Instant.parse("2026-03-29T00:30:00Z"),
                        Instant.parse("2026-03-29T01:30:00Z"),
                        Instant.parse("2026-03-29T02:30:00Z"));
    }

    @Test
    void theCronIsDescribedInWords() {
        assertThat(MONDAY_BERLIN.description()).isEqualTo("At 07:00 at Monday day");
        assertThat(CronSchedule.of("*/15 * * * *", "UTC").description()).isEqualTo("Every 15 minutes");
    }
}
