package org.mnemos.refresh.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.refresh.control.ScheduleEditing;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * An artifact's refresh schedules. Every member reads them (a viewer may want to know when the numbers
 * change) but only stewards and owners see the webhooks or change anything.
 */
@Path("workspaces/{ws}/artifacts/{id}/schedules")
@Tag(name = "Refresh schedules")
@Produces(MediaType.APPLICATION_JSON)
public class SchedulesResource {

    private static final String MANAGING = "Managing refresh schedules";
    private static final String SEND_FORM = "send {cron, zone}";

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    ScheduleEditing editing;

    Clock clock = DatabaseClock.utc();

    @GET
    @Operation(summary = "The artifact's schedules, oldest first")
    public List<ScheduleView> list(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = caller.get();
        boolean manager = manages(who, ws);
        return editing.list(who, ws, id).stream().map(s -> view(s, manager)).toList();
    }

    @GET
    @Path("{scheduleId}")
    @Operation(summary = "One schedule")
    public ScheduleView get(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("scheduleId") String sid) {
        Caller who = caller.get();
        boolean manager = manages(who, ws);
        return view(editing.get(who, ws, id, sid), manager);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Schedule recurring refreshes of the artifact (STEWARD or OWNER)")
    @APIResponse(
            responseCode = "201",
            description = "The schedule",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ScheduleView")))
    public Response create(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = SEND_FORM) ScheduleForm body) {
        Caller who = manager(ws);
        RefreshSchedule created = editing.create(who, ws, id, body.settings(), !Boolean.FALSE.equals(body.enabled()));
        return Response.status(201).entity(view(created, true)).build();
    }

    @PUT
    @Path("{scheduleId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Replace a schedule's timing, publish flag and webhook; it runs from the next fire on")
    public ScheduleView replace(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @PathParam("scheduleId") String sid,
            @Valid @NotNull(message = SEND_FORM) ScheduleForm body) {
        Caller who = manager(ws);
        return view(editing.change(who, ws, id, sid, body.settings(), body.enabled()), true);
    }

    @PATCH
    @Path("{scheduleId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Pause ({\"enabled\": false}) or resume ({\"enabled\": true}) a schedule")
    public ScheduleView enable(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @PathParam("scheduleId") String sid,
            @Valid @NotNull(message = "send {\"enabled\": true} or {\"enabled\": false}") ScheduleSwitch body) {
        Caller who = manager(ws);
        return view(editing.enable(who, ws, id, sid, body.enabled()), true);
    }

    @DELETE
    @Path("{scheduleId}")
    @Operation(summary = "Remove a schedule; refreshes it ran stay in the history")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response delete(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("scheduleId") String sid) {
        editing.delete(manager(ws), ws, id, sid);
        return Response.noContent().build();
    }

    private Caller manager(String ws) {
        Caller who = caller.get();
        access.require(who, ws, Role.STEWARD, MANAGING);
        return who;
    }

    private boolean manages(Caller who, String ws) {
        return access.require(who, ws).role().atLeast(Role.STEWARD);
    }

    private ScheduleView view(RefreshSchedule schedule, boolean manager) {
        return ScheduleView.of(schedule, manager, clock.instant());
    }
}
