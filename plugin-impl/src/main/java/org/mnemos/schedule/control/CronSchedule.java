package org.mnemos.schedule.control;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.model.time.ExecutionTime;
import com.cronutils.parser.CronParser;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * A five-field Unix cron read on the wall clock of a time zone. Fires are wall-clock times: one
 * that falls into a daylight-saving gap happens when the clock resumes (02:30 on the night the clock
 * jumps from 02:00 to 03:00 fires at 03:30 local time), and a time the clock passes twice fires
 * only the first time — so a nightly schedule fires exactly once every night.
 */
public final class CronSchedule {

    private static final CronParser UNIX = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.UNIX));

    private final String cron;
    private final ZoneId zone;
    private final ExecutionTime executions;

    private CronSchedule(String cron, ZoneId zone) {
        this.cron = cron;
        this.zone = zone;
        this.executions = ExecutionTime.forCron(UNIX.parse(cron).validate());
    }

    /** @throws IllegalArgumentException or {@link java.time.DateTimeException} for an invalid cron or zone */
    public static CronSchedule of(String cron, String zone) {
        return new CronSchedule(cron, ZoneId.of(zone));
    }

    /** The most recent fire at or before {@code now}, if the cron has fired at all. */
    public Optional<Instant> latestFire(Instant now) {
        LocalDateTime wallClock = now.atZone(zone)
                .toLocalDateTime()
                .truncatedTo(ChronoUnit.MINUTES)
                .plusMinutes(1);
        Optional<LocalDateTime> fire = before(wallClock);
        while (fire.isPresent() && instant(fire.get()).isAfter(now)) {
            fire = before(fire.get());
        }
        return fire.map(this::instant);
    }

    /** Wall-clock times are computed in UTC, where no clock ever jumps. */
    private Optional<LocalDateTime> before(LocalDateTime wallClock) {
        return executions.lastExecution(wallClock.atZone(ZoneOffset.UTC)).map(ZonedDateTime::toLocalDateTime);
    }

    /** In a gap the time moves forward by the gap's length; of two instants the earlier is taken. */
    private Instant instant(LocalDateTime wallClock) {
        return ZonedDateTime.ofLocal(wallClock, zone, null).toInstant();
    }

    @Override
    public String toString() {
        return cron + " (" + zone + ")";
    }
}
