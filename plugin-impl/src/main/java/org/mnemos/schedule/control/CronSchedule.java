package org.mnemos.schedule.control;

import com.cronutils.descriptor.CronDescriptor;
import com.cronutils.model.Cron;
import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.model.time.ExecutionTime;
import com.cronutils.parser.CronParser;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
    private final Cron parsed;
    private final ExecutionTime executions;

    private CronSchedule(String cron, ZoneId zone) {
        this.cron = cron;
        this.zone = zone;
        this.parsed = UNIX.parse(cron).validate();
        this.executions = ExecutionTime.forCron(parsed);
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

    /**
     * The next {@code count} fires after {@code after}, by the same wall-clock rules as {@link #latestFire}: a
     * fire in a gap moves to when the clock resumes, a time passed twice fires once.
     */
    public List<Instant> nextFires(Instant after, int count) {
        List<Instant> fires = new ArrayList<>();
        LocalDateTime wallClock = after.atZone(zone).toLocalDateTime();
        while (fires.size() < count) {
            Optional<LocalDateTime> next =
                    executions.nextExecution(wallClock.atZone(ZoneOffset.UTC)).map(ZonedDateTime::toLocalDateTime);
            if (next.isEmpty()) {
                break;
            }
            wallClock = next.get();
            Instant fire = instant(wallClock);
            // A gap can move two wall-clock times onto one instant, and the hour after a gap lies behind it.
            if (fire.isAfter(after) && (fires.isEmpty() || fire.isAfter(fires.get(fires.size() - 1)))) {
                fires.add(fire);
            }
        }
        return fires;
    }

    /** The cron in words, e.g. "at 07:00 at Monday day" (cron-utils' English). */
    public String description() {
        String words = CronDescriptor.instance(Locale.UK).describe(parsed);
        return words.isEmpty() ? cron : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** A fire as the zone's clock shows it, ISO-8601 with the offset, e.g. 2026-12-07T07:00:00+01:00. */
    public String onWallClock(Instant fire) {
        return fire.atZone(zone).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }

    public ZoneId zone() {
        return zone;
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
