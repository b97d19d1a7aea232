package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Drafts;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.security.control.Caller;

/** The caller's own draft as the page that shows it; anyone else's draft, and a viewer's, is not found. */
@Path("workspaces/{ws}/artifacts/{id}/draft/render")
@Tag(name = "Artifacts")
@PagePolicyHeader
public class DraftPageResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    @Inject
    Rendering rendering;

    @GET
    @Produces(PageResponses.HTML)
    @Operation(
            summary = "The caller's draft as a self-contained HTML page with the data source's current rows injected; "
                    + "sandboxed by its Content-Security-Policy, for an <iframe sandbox=\"allow-scripts\" srcdoc>")
    @APIResponse(
            responseCode = "200",
            description = "The page; 404 DRAFT_NOT_FOUND when the caller has no draft (a viewer never has one)",
            headers = {
                @Header(name = "Content-Security-Policy", description = "sandbox allow-scripts; default-src 'none'; …"),
                @Header(name = "Mnemos-Rows", description = "rows given to the page, and whether the source has more")
            },
            content = @Content(mediaType = PageResponses.HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response render(@PathParam("ws") String ws, @PathParam("id") String id, @Context UriInfo uri) {
        Caller who = access.draftReader(ws);
        Artifact artifact = artifacts.existing(who.tenant(), ws, id);
        String content = drafts.mine(artifact, who.user()).content();
        return PageResponses.of(rendering.render(who.tenant(), artifact, content, PageResponses.origin(uri)));
    }
}
