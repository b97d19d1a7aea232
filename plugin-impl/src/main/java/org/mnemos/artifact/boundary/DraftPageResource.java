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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.Caller;

/**
 * The caller's own draft as the page that shows it. Anyone else's draft is not found, and so is a viewer's,
 * who never has one.
 */
@Path("workspaces/{ws}/artifacts/{id}/draft/render")
@Tag(name = "Artifacts")
@PagePolicyHeader
public class DraftPageResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Rendering rendering;

    @Inject
    PublicUrl publicUrl;

    @GET
    @Produces(PageResponses.HTML)
    @Operation(
            summary = "The caller's draft as a page (404 DRAFT_NOT_FOUND without one): " + PageResponses.PAGE,
            description = PageResponses.POLICY + " " + PageResponses.ROWS_DOC)
    @APIResponse(
            responseCode = "200",
            description = "The page of the caller's draft",
            content = @Content(mediaType = PageResponses.HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response render(
            @PathParam("ws") String ws, @PathParam("id") String id, @Context HttpServletRequest request) {
        Caller who = access.draftReader(ws);
        return PageResponses.of(
                rendering.draft(who.tenant(), ws, id, who.user(), PageResponses.origin(publicUrl, request)));
    }
}
