package org.mnemos.workspace.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
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
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.control.Workspaces;
import org.mnemos.workspace.entity.Role;
import org.mnemos.workspace.entity.Workspace;

/** Workspaces of the caller's tenant and their members. */
@Path("workspaces")
@Tag(name = "Workspaces")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class WorkspacesResource {

    @Inject
    CurrentCaller caller;

    @Inject
    Workspaces store;

    @Inject
    WorkspaceAccess access;

    @POST
    @Operation(summary = "Create a workspace; the caller becomes its OWNER")
    @APIResponse(
            responseCode = "201",
            description = "Created",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "Workspace")))
    public Response create(@Valid @NotNull(message = "send {name}") NewWorkspace body) {
        Workspace workspace = store.create(caller.get(), body.name().strip());
        return Response.status(201)
                .entity(new WorkspaceView(workspace.id(), workspace.name(), null, null))
                .build();
    }

    @GET
    @Operation(summary = "The caller's workspaces with the caller's role in each")
    public List<WorkspaceView> list() {
        return store.listFor(caller.get()).stream()
                .map(listed -> new WorkspaceView(
                        listed.workspace().id(),
                        listed.workspace().name(),
                        listed.role(),
                        listed.workspace().createdAt()))
                .toList();
    }

    @PUT
    @Path("{ws}/members/{user}")
    @Operation(summary = "Give a user a role in the workspace (owners only)")
    public Membership setMember(
            @PathParam("ws") String workspaceId,
            @PathParam("user") @Size(max = 200, message = "a user id has at most 200 characters") String user,
            @Valid @NotNull(message = "send {role}") Membership body) {
        Role role = body.role();
        access.require(caller.get(), workspaceId, Role.OWNER, "Managing members");
        store.setMember(workspaceId, user, role);
        return new Membership(workspaceId, user, role);
    }
}
