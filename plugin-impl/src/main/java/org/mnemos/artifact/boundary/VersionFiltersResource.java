package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.ViewerDatasets;
import org.mnemos.security.control.Caller;

/** The viewer filters of a published version with what their controls offer, for every member of the workspace. */
@Path("workspaces/{ws}/artifacts/{id}/versions/{n}/filters")
@Tag(name = "Artifacts")
public class VersionFiltersResource {

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    ViewerDatasets datasets;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Version n's viewer filters and their choices (a column's values, a date column's first and"
                    + " last day); empty for a program or a spec without viewer filters")
    @APIResponse(
            responseCode = "200",
            description = "The viewer filters",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(type = SchemaType.ARRAY, implementation = ViewerFilterView.class)))
    public List<ViewerFilterView> list(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("n") int number) {
        Caller who = access.reader(ws);
        return datasets.choices(who.tenant(), artifacts.existing(who.tenant(), ws, id), number).stream()
                .map(ViewerFilterView::of)
                .toList();
    }
}
