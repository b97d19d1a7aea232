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
 * One KPI's, chart's or table's data of a published version (or the latest) as CSV, the values its page shows the caller
 * (a program's one item: {@code rows}); every member may export.
 */
@Path("workspaces/{ws}/artifacts/{id}/versions/{n}/items/{itemId}/data.csv")
@Tag(name = "Artifacts")
public class VersionItemCsvResource {

    @Inject
    ExportAnswers answers;

    @GET
    @Produces("text/csv")
    @Operation(summary = "An item's data of version n (or latest) as CSV", description = ExportAnswers.FILTERS_DOC)
    @APIResponse(
            responseCode = "200",
            description = "The item's data: a header line, then one line per KPI value, chart point or table row",
            headers = {
                @Header(name = "Content-Disposition", description = ExportAnswers.DISPOSITION_DOC),
                @Header(name = ExportAnswers.VERSION, description = ExportAnswers.VERSION_DOC)
            },
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "409", description = "NOT_PUBLISHED: latest was asked before the first publish")
    public Response csv(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Parameter(description = ExportAnswers.VERSION_PARAM_DOC, required = true) @PathParam("n") String version,
            @Parameter(description = "a KPI, chart or table id of the spec; rows for a program", required = true)
                    @PathParam("itemId")
                    String itemId,
            @Parameter(description = ExportAnswers.DATA_DOC) @QueryParam("data") String data,
            @Context UriInfo uri) {
        return answers.csv(ws, id, ExportAnswers.version(version), itemId, data, uri);
    }
}
