package org.mnemos.refresh.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.boundary.ArtifactAccess;
import org.mnemos.refresh.control.ViewerBindings;
import org.mnemos.security.control.Caller;

/**
 * "My own data": any member (VIEWER and up) binds a data source they registered to a published artifact and
 * their page of it shows that data. Each member reaches only their own binding; others' are never found.
 */
@Path("workspaces/{ws}/artifacts/{id}/my-binding")
@Tag(name = "Artifacts")
@Produces(MediaType.APPLICATION_JSON)
public class MyBindingResource {

    @Inject
    ArtifactAccess access;

    @Inject
    ViewerBindings bindings;

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Bind a data source you registered: read, checked like a refresh, shown to you only")
    @APIResponse(
            responseCode = "200",
            description = "Bound",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "BindingView")))
    @APIResponse(
            responseCode = "409",
            description = "SCHEMA_DRIFT: the source does not fit; nothing was bound",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "BindingDriftProblem")))
    @APIResponse(responseCode = "403", description = "FORBIDDEN: the source was registered by someone else")
    public BindingView bind(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = "send {dataSourceId}") BindingRequest body) {
        Caller who = access.reader(ws);
        return BindingView.of(bindings.bind(
                who.tenant(), ws, id, who.user(), body.dataSourceId().strip()));
    }

    @GET
    @Operation(summary = "Your own binding; 404 BINDING_NOT_FOUND when you have none")
    public BindingView get(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.reader(ws);
        return BindingView.of(bindings.existing(who.tenant(), ws, id, who.user()));
    }

    @DELETE
    @Operation(summary = "Remove your own binding: your page shows the shared data again")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response unbind(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.reader(ws);
        bindings.unbind(who.tenant(), ws, id, who.user());
        return Response.noContent().build();
    }

    @POST
    @Path("refreshes")
    @Operation(summary = "Read your source again and check it still fits; drift keeps your last good data")
    public BindingView reread(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.reader(ws);
        return BindingView.of(bindings.reread(who.tenant(), ws, id, who.user()));
    }
}
