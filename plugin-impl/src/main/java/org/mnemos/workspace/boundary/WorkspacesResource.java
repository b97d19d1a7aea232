package org.mnemos.workspace.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
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
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.platform.JsonFields;
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
    public Response create(JsonNode body) {
        String name = JsonFields.requiredText(body, "name", 200);
        Workspace workspace = store.create(caller.get(), name);
        return Response.status(201).entity(Map.of("id", workspace.id(), "name", workspace.name())).build();
    }

    @GET
    @Operation(summary = "The caller.get()'s workspaces with the caller's role in each")
    public List<Map<String, Object>> list() {
        return store.listFor(caller.get()).stream()
                .map(listed -> Map.<String, Object>of("id", listed.workspace().id(), "name", listed.workspace().name(),
                        "role", listed.role().name(), "createdAt", listed.workspace().createdAt().toString()))
                .toList();
    }

    @PUT
    @Path("{ws}/members/{user}")
    @Operation(summary = "Give a user a role in the workspace (owners only)")
    public Map<String, String> setMember(@PathParam("ws") String workspaceId, @PathParam("user") String user, JsonNode body) {
        Role role = JsonFields.requiredEnum(body, "role", List.of(Role.values()));
        access.require(caller.get(), workspaceId, Role.OWNER, "Managing members");
        store.setMember(workspaceId, user, role);
        return Map.of("workspace", workspaceId, "user", user, "role", role.name());
    }
}
