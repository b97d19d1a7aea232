package org.mnemos.datasource.boundary;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.connector.SourceType;

/** The kinds of data source and the JSON Schema of each one's configuration, for forms generated from them. */
@Path("data-source-types")
@Tag(name = "Data sources")
@Produces(MediaType.APPLICATION_JSON)
public class DataSourceTypesResource {

    @GET
    @Operation(summary = "Every source type with the JSON Schema (2020-12) its config is checked against")
    public List<DataSourceTypeView> list() {
        return Arrays.stream(SourceType.values()).map(DataSourceTypeView::of).toList();
    }
}
