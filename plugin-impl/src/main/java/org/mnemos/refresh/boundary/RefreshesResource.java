package org.mnemos.refresh.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.boundary.ArtifactAccess;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.platform.ComposedSchemas;
import org.mnemos.platform.Page;
import org.mnemos.platform.Paging;
import org.mnemos.refresh.control.RefreshOrder;
import org.mnemos.refresh.control.RefreshOutcome;
import org.mnemos.refresh.control.RefreshRecords;
import org.mnemos.refresh.control.Refreshing;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.RefreshTrigger;
import org.mnemos.security.control.Caller;

/** Refreshing an artifact's published head with new data, and the history of its refreshes. */
@Path("workspaces/{ws}/artifacts/{id}/refreshes")
@Tag(name = "Artifacts")
@Produces(MediaType.APPLICATION_JSON)
public class RefreshesResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    RefreshRecords snapshots;

    @Inject
    Refreshing refreshes;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Refresh the published head with its source's data as it is now, with no LLM call; "
                    + "409 SCHEMA_DRIFT when a used column is missing or changed type")
    @APIResponse(
            responseCode = "201",
            description = "The refresh stored new data for the page",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "RefreshView")))
    @APIResponse(
            responseCode = "409",
            description = "SCHEMA_DRIFT (the refresh is recorded; nothing the page shows changed)",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "RefreshProblem")))
    public Response refresh(@PathParam("ws") String ws, @PathParam("id") String id, RefreshRequest body) {
        Caller who = access.reader(ws);
        RefreshRequest request = body == null ? RefreshRequest.NONE : body;
        RefreshOutcome outcome = refreshes.refresh(new RefreshOrder(
                who.tenant(),
                ws,
                who.user(),
                id,
                request.dataSourceId(),
                request.publishOrDefault(),
                RefreshTrigger.MANUAL,
                null));
        if (outcome.status() != RefreshStatus.SUCCEEDED) {
            return RefreshProblems.of(outcome).toResponse();
        }
        return Response.status(201)
                .entity(RefreshView.of(snapshots.existing(who.tenant(), ws, id, outcome.refreshId())))
                .build();
    }

    @GET
    @Operation(summary = "The artifact's refreshes, newest first, paged")
    @APIResponse(
            responseCode = "200",
            description = "A page of refreshes",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(ref = ComposedSchemas.REFRESH_PAGE)))
    public Page<RefreshView> history(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @QueryParam("page") @DefaultValue("0") int page,
            @QueryParam("size") @DefaultValue("20") int size) {
        Paging paging = Paging.of(page, size);
        Artifact artifact = artifacts.existing(access.reader(ws).tenant(), ws, id);
        return paging.page(
                snapshots.history(artifact, paging).stream()
                        .map(RefreshView::of)
                        .toList(),
                snapshots.count(artifact));
    }

    @GET
    @Path("{refreshId}")
    @Operation(summary = "One refresh")
    public RefreshView get(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("refreshId") String refreshId) {
        return RefreshView.of(snapshots.existing(access.reader(ws).tenant(), ws, id, refreshId));
    }
}
