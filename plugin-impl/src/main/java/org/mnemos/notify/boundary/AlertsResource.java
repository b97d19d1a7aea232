package org.mnemos.notify.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.notify.control.AlertEditing;
import org.mnemos.notify.entity.KpiAlert;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** A dashboard's threshold alerts and the history of their state changes. */
@Path("workspaces/{ws}/artifacts/{id}")
@Tag(name = "Subscriptions and alerts")
@Produces(MediaType.APPLICATION_JSON)
public class AlertsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    AlertEditing editing;

    @GET
    @Path("alerts")
    @Operation(summary = "The dashboard's threshold alerts and their states (targets for stewards and owners)")
    public List<AlertView> list(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = caller.get();
        boolean manager = access.require(who, ws).role().atLeast(Role.STEWARD);
        return editing.list(who, ws, id).stream()
                .map(a -> AlertView.of(a, manager))
                .toList();
    }

    @POST
    @Path("alerts")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Define a threshold alert on a KPI (STEWARD or OWNER); it is evaluated after each refresh")
    @APIResponse(
            responseCode = "201",
            description = "The alert",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "AlertView")))
    public Response define(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = "send {kpi, condition, threshold or colour, recipients or webhookUrl}")
                    AlertForm body) {
        KpiAlert alert = editing.define(
                caller.get(),
                ws,
                id,
                body.kpi(),
                body.condition(),
                body.thresholdText(),
                body.colour(),
                body.recipients(),
                body.hook(),
                body.webhookSecretRef());
        return Response.status(201).entity(AlertView.of(alert, true)).build();
    }

    @DELETE
    @Path("alerts/{alertId}")
    @Operation(summary = "Remove a threshold alert (STEWARD or OWNER); its events stay in the history")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response remove(@PathParam("ws") String ws, @PathParam("id") String id, @PathParam("alertId") String aid) {
        editing.remove(caller.get(), ws, id, aid);
        return Response.noContent().build();
    }

    @GET
    @Path("alert-events")
    @Operation(summary = "The dashboard's alert events, newest first (at most 200)")
    public List<AlertEventView> events(@PathParam("ws") String ws, @PathParam("id") String id) {
        return editing.events(caller.get(), ws, id).stream()
                .map(AlertEventView::of)
                .toList();
    }
}
