package org.mnemos.dashboardexport.boundary;

import jakarta.inject.Inject;
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

/**
 * A published version (or the latest, {@code versions/latest}) of a spec dashboard as a PDF or a PNG, drawn on the server with the figures its page
 * shows the caller; every member may export.
 */
@Path("workspaces/{ws}/artifacts/{id}/versions/{n}/export")
@Tag(name = "Artifacts")
public class VersionExportResource {

    @Inject
    ExportAnswers answers;

    @GET
    @Produces({"application/pdf", "image/png"})
    @Operation(
            summary = "Version n (or latest) as a PDF or PNG drawn on the server; a program is 422 EXPORT_UNSUPPORTED",
            description = ExportAnswers.FILTERS_DOC)
    @APIResponse(
            responseCode = "200",
            description = "The file",
            headers = {
                @Header(name = "Content-Disposition", description = ExportAnswers.DISPOSITION_DOC),
                @Header(name = ExportAnswers.VERSION, description = ExportAnswers.VERSION_DOC)
            },
            content = {
                @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary")),
                @Content(mediaType = "image/png", schema = @Schema(type = SchemaType.STRING, format = "binary"))
            })
    @APIResponse(responseCode = "409", description = "NOT_PUBLISHED: latest was asked before the first publish")
    public Response export(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Parameter(description = ExportAnswers.VERSION_PARAM_DOC, required = true) @PathParam("n") String version,
            @Parameter(description = ExportAnswers.FORMAT_DOC) @QueryParam("format") String format,
            @Parameter(description = ExportAnswers.DATA_DOC) @QueryParam("data") String data,
            @Context UriInfo uri) {
        return answers.picture(ws, id, ExportAnswers.version(version), format, data, uri);
    }
}
