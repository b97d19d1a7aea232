package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Drafts;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.programcheck.control.InjectionContract;
import org.mnemos.security.control.Caller;

/** The caller's own draft of an artifact; nobody else's draft is ever reachable here. */
@Path("workspaces/{ws}/artifacts/{id}/draft")
@Tag(name = "Artifacts")
@Produces(MediaType.APPLICATION_JSON)
public class DraftResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    @GET
    @Operation(summary = "The caller's draft; 404 DRAFT_NOT_FOUND when they have none. The ETag is r<revision>")
    @APIResponse(
            responseCode = "200",
            description = "The caller's draft; ETag: r<revision>",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DraftView")))
    public Response get(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.draftReader(ws);
        return draft(drafts.mine(artifacts.existing(who.tenant(), ws, id), who.user()));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Save an edit (checked like every save; undoable). Without a draft, one is started on the "
                    + "head version. Optional If-Match: the draft's ETag (412 PRECONDITION_FAILED on mismatch)")
    @APIResponse(
            responseCode = "200",
            description = "The draft after the edit",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DraftView")))
    public Response put(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @Valid @NotNull(message = "send {content}") DraftEdit body) {
        Caller who = access.editor(ws, "Editing artifacts");
        return draft(
                drafts.edit(who.tenant(), ws, who.user(), id, body.content(), EntityTags.expectedRevision(ifMatch)));
    }

    @POST
    @Path("generate")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Refine: the generator makes the next content from the caller's draft (or the head version)"
                    + " and the instruction; one undoable edit. Optional If-Match: the draft's ETag")
    @APIResponse(
            responseCode = "200",
            description = "The draft after the refinement, with its new generation record",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DraftView")))
    public Response generate(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @Valid @NotNull(message = "send {instruction}") Refinement body) {
        Caller who = access.editor(ws, "Generating artifacts");
        return draft(drafts.refine(
                who.tenant(),
                ws,
                who.user(),
                id,
                body.instruction().strip(),
                InjectionContract.DEFAULT_MAX_BYTES,
                EntityTags.expectedRevision(ifMatch)));
    }

    @POST
    @Path("undo")
    @Operation(summary = "Undo the last edit (up to 10); 422 NOTHING_TO_UNDO")
    @APIResponse(
            responseCode = "200",
            description = "The draft one edit back",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DraftView")))
    public Response undo(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.editor(ws, "Editing artifacts");
        return draft(drafts.undo(who.tenant(), ws, who.user(), id));
    }

    @POST
    @Path("redo")
    @Operation(summary = "Redo the last undone edit; 422 NOTHING_TO_REDO")
    @APIResponse(
            responseCode = "200",
            description = "The draft one edit forward",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DraftView")))
    public Response redo(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = access.editor(ws, "Editing artifacts");
        return draft(drafts.redo(who.tenant(), ws, who.user(), id));
    }

    private static Response draft(Draft draft) {
        return Response.ok(DraftView.of(draft)).tag(EntityTags.of(draft)).build();
    }
}
