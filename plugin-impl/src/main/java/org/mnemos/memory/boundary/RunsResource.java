package org.mnemos.memory.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.memory.control.MemoryCuration;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** {@code POST /api/workspaces/{ws}/runs/{runId}/end}: the run's scratch expires at once. */
@Path("workspaces/{ws}/runs/{runId}/end")
@Tag(name = "Memories")
@Produces(MediaType.APPLICATION_JSON)
public class RunsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    MemoryCuration curation;

    @POST
    @Operation(summary = "End a run: its scratch entries are erased with their index entries")
    public RunEnded end(@PathParam("ws") String workspaceId, @PathParam("runId") String runId) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Ending a run");
        return new RunEnded(runId, curation.endRun(caller.get(), workspaceId, runId));
    }
}
