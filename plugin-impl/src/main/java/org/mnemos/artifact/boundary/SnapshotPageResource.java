package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.Caller;

/** A past refresh as the page it showed: its version with the data it stored, for every member. */
@Path("workspaces/{ws}/artifacts/{id}/refreshes/{refreshId}/render")
@Tag(name = "Artifacts")
@PagePolicyHeader
public class SnapshotPageResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Rendering rendering;

    @Inject
    PublicUrl publicUrl;

    @GET
    @Produces(PageResponses.HTML)
    @Operation(summary = "A past refresh's page: its version with the data it stored (404 when it kept none)")
    @APIResponse(
            responseCode = "200",
            description = "The page",
            headers = {
                @Header(name = "Content-Security-Policy", description = PageResponses.POLICY),
                @Header(name = PageResponses.ROWS, description = PageResponses.ROWS_DOC)
            },
            content = @Content(mediaType = PageResponses.HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response render(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @PathParam("refreshId") String refreshId,
            @Context HttpServletRequest request) {
        Caller who = access.reader(ws);
        return PageResponses.of(
                rendering.snapshot(who.tenant(), ws, id, refreshId, PageResponses.origin(publicUrl, request)));
    }
}
