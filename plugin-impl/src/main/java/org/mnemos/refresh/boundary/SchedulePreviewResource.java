package org.mnemos.refresh.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Clock;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.refresh.control.ScheduleRules;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.security.control.CurrentCaller;

/** What a cron means before it is saved: its words and next five fires in a zone (the schedule editor's preview). */
@Path("schedules/preview")
@Tag(name = "Refresh schedules")
@Produces(MediaType.APPLICATION_JSON)
public class SchedulePreviewResource {

    @Inject
    CurrentCaller caller;

    Clock clock = DatabaseClock.utc();

    @GET
    @Operation(summary = "A cron in words and its next five fires in the zone; 422 naming cron or zone when invalid")
    public SchedulePreview preview(
            @Parameter(example = "0 7 * * 1") @QueryParam("cron") String cron,
            @Parameter(example = "Europe/Berlin") @QueryParam("zone") String zone) {
        caller.get();
        CronSchedule schedule = ScheduleRules.schedule(cron, zone);
        return SchedulePreview.of(cron.strip(), schedule, clock.instant());
    }
}
