package org.mnemos.consolidation.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.consolidation.control.Consolidation;
import org.mnemos.memory.control.CurrentScores;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.Paging;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** Consolidating chosen entries on demand (the timeline's Consolidate), beside the memory API it extends. */
@Path("workspaces/{ws}/memories/consolidations")
@Tag(name = "Memories")
@Produces(MediaType.APPLICATION_JSON)
public class ConsolidationsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    CurrentScores scores;

    @Inject
    Consolidation consolidation;

    @Inject
    PublicUrl publicUrl;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Consolidate now: the chosen entries become one SEMANTIC entry")
    @APIResponse(
            responseCode = "201",
            description = "The new SEMANTIC entry",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "MemoryEntry")))
    public Response consolidate(
            @PathParam("ws") String workspaceId, ConsolidationRequest body, @Context HttpServletRequest request) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Consolidating");
        MemoryEntry semantic = consolidation.consolidate(caller.get(), workspaceId, ids(body));
        // absolute here: a relative Location would be resolved against the caller's Host header
        return Response.created(URI.create(
                        publicUrl.api(request) + "/workspaces/" + workspaceId + "/memories/" + semantic.id()))
                .entity(scores.entryViews(caller.get().tenant(), workspaceId).apply(semantic))
                .build();
    }

    /** At least two distinct entry ids, at most a page's worth. */
    private static List<String> ids(ConsolidationRequest body) {
        List<String> distinct = body == null || body.ids() == null
                ? List.of()
                : body.ids().stream().filter(Objects::nonNull).distinct().toList();
        if (distinct.size() < 2 || distinct.size() > Paging.MAX_SIZE) {
            throw ProblemException.invalidInput(
                    "/ids",
                    "ids must list between 2 and " + Paging.MAX_SIZE + " different entry ids of this workspace");
        }
        return distinct;
    }
}
