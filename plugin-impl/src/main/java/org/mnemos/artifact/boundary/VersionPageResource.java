package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Rendering;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.Caller;

/**
 * A published version as the page that shows it, for every member of the workspace: over the member's own
 * bound data when they have a binding (unless they ask for {@code ?data=shared}), else over the shared data;
 * a spec's with the viewer filters the {@code f.<field>} parameters set.
 */
@Path("workspaces/{ws}/artifacts/{id}/versions/{n}/render")
@Tag(name = "Artifacts")
@PagePolicyHeader
public class VersionPageResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Rendering rendering;

    @Inject
    PublicUrl publicUrl;

    @GET
    @Produces(PageResponses.HTML)
    @Operation(summary = "Version n as a page: " + PageResponses.PAGE)
    @APIResponse(
            responseCode = "200",
            description = "The page",
            headers = {
                @Header(name = "Content-Security-Policy", description = PageResponses.POLICY),
                @Header(name = PageResponses.ROWS, description = PageResponses.ROWS_DOC),
                @Header(name = PageResponses.DATA, description = PageResponses.DATA_DOC)
            },
            content = @Content(mediaType = PageResponses.HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response render(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @PathParam("n") int number,
            @Parameter(description = "shared: the shared data even when you bound data of your own") @QueryParam("data")
                    String data,
            @Parameter(description = VersionDatasetsResource.FILTERS_DOC) @QueryParam("f.{field}") String filters,
            @Context HttpServletRequest request,
            @Context UriInfo uri) {
        Caller who = access.reader(ws);
        boolean shared = PageResponses.SHARED.equals(data);
        return PageResponses.of(rendering.version(
                who.tenant(),
                ws,
                id,
                number,
                who.user(),
                shared,
                PageResponses.origin(publicUrl, request),
                uri.getQueryParameters()));
    }
}
