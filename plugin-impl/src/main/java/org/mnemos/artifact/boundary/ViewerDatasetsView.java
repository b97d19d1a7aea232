package org.mnemos.artifact.boundary;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonRawValue;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.control.ViewerDatasets;

/**
 * A version's figures for one selection.
 *
 * @param selection the viewer filters applied, as the query parameters that carry them (defaults included)
 * @param origin where the figures were computed from
 * @param figures the figures (JSON field {@code datasets}), as a spec page's {@code mnemos-data} block holds them
 */
@Schema(
        name = "ViewerDatasets",
        description = "A published spec's figures for a viewer's filters. origin: STORED (the latest refresh's"
                + " datasets), KEPT_ROWS (computed from the rows it kept) or SOURCE (the source read again: no"
                + " refresh kept rows yet)")
public record ViewerDatasetsView(
        @Schema(
                description = "The viewer filters applied, as query parameters (f.<field> → values or"
                        + " [\"first..last\"]), defaults included; empty for every row",
                example = "{\"f.Ship Mode\": [\"First Class\"]}")
        Map<String, List<String>> selection,

        // described on the record: a @Schema here would replace the reference to the Origin schema
        ViewerDatasets.Origin origin,

        // Payara's OpenAPI reader takes an accessor whose name contains "set" for a setter and fails on it
        @JsonProperty("datasets")
        @Schema(
                name = "datasets",
                type = SchemaType.OBJECT,
                description = "{rowCount, kpis: {id: value}, charts: {id: [{x, colour?, y}]}, tables: {id:"
                        + " [{field: value}]}, truncated?, approximate?} (artifacts.md, Datasets)")
        @JsonRawValue
        String figures) {

    static ViewerDatasetsView of(ViewerDatasets.Filtered filtered) {
        return new ViewerDatasetsView(
                filtered.selection().query(),
                filtered.origin(),
                filtered.data().datasets().json());
    }
}
