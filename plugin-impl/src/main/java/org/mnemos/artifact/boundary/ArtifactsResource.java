package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
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
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Generating;
import org.mnemos.programcheck.control.InjectionContract;
import org.mnemos.security.control.Caller;

/** A workspace's artifacts: the list, and Generate Artifact's REST form (create with a first, generated draft). */
@Path("workspaces/{ws}/artifacts")
@Tag(name = "Artifacts")
@Produces(MediaType.APPLICATION_JSON)
public class ArtifactsResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Generating generating;

    @GET
    @Operation(summary = "The workspace's artifacts")
    public List<ArtifactView> list(@PathParam("ws") String ws) {
        Caller who = access.reader(ws);
        return artifacts.list(who.tenant(), ws).stream().map(ArtifactView::of).toList();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Create an artifact: the configured generator makes the caller's first draft; nothing is published")
    @APIResponse(
            responseCode = "201",
            description = "The artifact and the caller's first draft, with its generation record",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "CreatedArtifact")))
    public Response create(
            @PathParam("ws") String ws, @Valid @NotNull(message = "send {name, dataSourceId}") CreateArtifact body) {
        Caller who = access.editor(ws, "Creating artifacts");
        generating.require(body.formOrDefault(), "/form");
        Artifacts.Created created = artifacts.create(
                who.tenant(),
                ws,
                who.user(),
                body.name().strip(),
                body.dataSourceId(),
                body.formOrDefault(),
                body.instructionOrDefault(),
                InjectionContract.DEFAULT_MAX_BYTES);
        return Response.status(201)
                .entity(CreatedArtifact.of(created))
                .tag(EntityTags.of(created.draft()))
                .build();
    }
}
