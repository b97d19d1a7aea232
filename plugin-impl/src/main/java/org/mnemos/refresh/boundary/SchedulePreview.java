package org.mnemos.refresh.boundary;

import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.schedule.control.CronSchedule;

@Schema(description = "A cron in words and its next fires, as a schedule would run it")
public record SchedulePreview(
        @Schema(example = "0 7 * * 1") String cron,
        @Schema(example = "Europe/Berlin") String zone,
        @Schema(example = "At 07:00 at Monday day") String description,

        @Schema(
                description = "The next five fires, ISO-8601 with the zone's offset",
                example = "[\"2026-12-07T07:00+01:00\"]")
        List<String> next) {

    static final int FIRES = 5;

    static SchedulePreview of(String cron, CronSchedule schedule, Instant now) {
        return new SchedulePreview(
                cron,
                schedule.zone().getId(),
                schedule.description(),
                schedule.nextFires(now, FIRES).stream()
                        .map(schedule::onWallClock)
                        .toList());
    }
}
