package org.mnemos.artifact.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.ViewerDatasets;
import org.mnemos.security.control.Caller;

/**
 * A published spec's figures as its page shows them for a viewer's filters: what exports and tests read instead
 * of the page's HTML. Every member of the workspace may read it.
 */
@Path("workspaces/{ws}/artifacts/{id}/versions/{n}/datasets")
@Tag(name = "Artifacts")
public class VersionDatasetsResource {

    static final String FILTERS_DOC = "Viewer filters, one parameter per filter the spec declares: f.<field>=<value>"
            + " (repeated for several values) for a values filter, f.<field>=<first day>..<last day> (ISO, either"
            + " may be left out) for a date range, f.<field>= for everything. Absent: the filter's default."
            + " 422 FILTER_INVALID for a field without a viewer filter or a value of the wrong type.";

    @Inject
    ArtifactAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    ViewerDatasets datasets;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Version n's figures (KPIs, chart points, table rows) for a viewer's filters, computed on the"
                    + " server from the latest refresh's kept rows: no model call, no new version")
    // the 200 answer's schema is the return type's, by reference (an @APIResponse schema given by implementation
    // is inlined and leaves the named schema unreached)
    public ViewerDatasetsView read(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @PathParam("n") int number,
            @Parameter(description = FILTERS_DOC) @QueryParam("f.{field}") String filters,
            @Context UriInfo uri) {
        Caller who = access.reader(ws);
        return ViewerDatasetsView.of(
                datasets.of(who.tenant(), artifacts.existing(who.tenant(), ws, id), number, uri.getQueryParameters()));
    }
}
