package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
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
    // the 200 answer's schema is the return type's, by reference (an @APIResponse schema given by implementation
    // is inlined and leaves the named schema unreached)
    public List<ViewerFilterView> list(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("n") int number) {
        Caller who = access.reader(ws);
        return datasets.choices(who.tenant(), artifacts.existing(who.tenant(), ws, id), number).stream()
                .map(ViewerFilterView::of)
                .toList();
    }
}
