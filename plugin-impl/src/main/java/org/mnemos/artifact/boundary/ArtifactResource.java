package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Comparing;
import org.mnemos.artifact.control.Publishing;
import org.mnemos.artifact.control.VersionDiff;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.security.control.Caller;

/** One artifact: its published versions, publishing the caller's draft, reverting, and diffs. */
@Path("workspaces/{ws}/artifacts/{id}")
@Tag(name = "Artifacts")
@Produces(MediaType.APPLICATION_JSON)
public class ArtifactResource {

    private static final String BOTH_STATES = "name both states, e.g. from=1&to=2";

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Publishing publishing;

    @Inject
    Comparing comparing;

    @GET
    @Operation(summary = "The artifact")
    public ArtifactView get(@PathParam("ws") String ws, @PathParam("id") String id) {
        return ArtifactView.of(artifacts.existing(access.reader(ws).tenant(), ws, id));
    }

    @GET
    @Path("versions")
    @Operation(summary = "The published versions, oldest first, without content")
    public List<VersionView> versions(@PathParam("ws") String ws, @PathParam("id") String id) {
        Artifact artifact = artifacts.existing(access.reader(ws).tenant(), ws, id);
        return artifacts.versions(artifact).stream().map(VersionView::summary).toList();
    }

    @GET
    @Path("versions/{n}")
    @Operation(summary = "One version with its content; the ETag is the content's sha256")
    @APIResponse(
            responseCode = "200",
            description = "The version with its content; ETag: its sha256",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "VersionView")))
    public Response version(@PathParam("ws") String ws, @PathParam("id") String id, @PathParam("n") int number) {
        ArtifactVersion version =
                artifacts.version(artifacts.existing(access.reader(ws).tenant(), ws, id), number);
        return Response.ok(VersionView.full(version))
                .tag(EntityTags.ofVersion(version.sha256()))
                .build();
    }

    @POST
    @Path("publish")
    @Operation(
            summary = "Publish the caller's draft as the next version; 409 VERSION_CONFLICT with the diff when "
                    + "someone published since the draft's base; optional If-Match: the draft's ETag (412 on mismatch)")
    @APIResponse(
            responseCode = "201",
            description = "The new version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "VersionView")))
    @APIResponse(
            responseCode = "409",
            description = "VERSION_CONFLICT: the problem with base, head and the diff against the new head",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "ConflictProblem")))
    public Response publish(
            @PathParam("ws") String ws, @PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch) {
        Caller who = access.editor(ws, "Publishing artifacts");
        ArtifactVersion version =
                publishing.publish(who.tenant(), ws, who.user(), id, EntityTags.expectedRevision(ifMatch));
        return created(version);
    }

    @POST
    @Path("versions/{n}/revert")
    @Operation(summary = "Revert to version n: publishes its content as the next version; history is kept")
    @APIResponse(
            responseCode = "201",
            description = "The new version, a copy of version n",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "VersionView")))
    public Response revert(@PathParam("ws") String ws, @PathParam("id") String id, @PathParam("n") int number) {
        Caller who = access.editor(ws, "Reverting artifacts");
        return created(publishing.revert(who.tenant(), ws, who.user(), id, number));
    }

    @GET
    @Path("diff")
    @Operation(summary = "The diff between two states: version numbers, or 'draft' for the caller's own draft")
    public VersionDiff diff(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @QueryParam("from") @NotNull(message = BOTH_STATES) String from,
            @QueryParam("to") @NotNull(message = BOTH_STATES) String to) {
        boolean ofDraft = Comparing.DRAFT.equals(from) || Comparing.DRAFT.equals(to);
        Caller who = ofDraft ? access.draftReader(ws) : access.reader(ws);
        return comparing.diff(artifacts.existing(who.tenant(), ws, id), who.user(), from, to);
    }

    private static Response created(ArtifactVersion version) {
        return Response.status(201)
                .entity(VersionView.summary(version))
                .tag(EntityTags.ofVersion(version.sha256()))
                .build();
    }
}
