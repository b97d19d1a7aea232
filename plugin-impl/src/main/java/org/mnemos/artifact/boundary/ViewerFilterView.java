package org.mnemos.artifact.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.control.ViewerDatasets;

/**
 * One viewer filter and its choices.
 *
 * @param field the column filtered; its query parameter is {@code f.<field>}
 * @param kind values or dateRange
 * @param label the control's label
 * @param initial the default selection
 * @param values the values to pick from (a values filter over a complete catalog; else empty)
 * @param first the date column's first day
 * @param last the date column's last day
 */
@Schema(name = "ViewerFilter", description = "A viewer filter of a published spec and what its control offers.")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ViewerFilterView(
        @Schema(description = "The column filtered; its query parameter is f.<field>", example = "Ship Mode")
        String field,

        @Schema(
                description = "values or dateRange",
                enumeration = {"values", "dateRange"})
        String kind,

        @Schema(description = "The control's label", example = "Ship mode")
        String label,

        @Schema(description = "The selection before the viewer picks (values, or [first day, last day])")
        List<String> initial,

        @Schema(description = "The values to pick from; empty when the column's catalog is incomplete")
        List<String> values,

        @Schema(description = "A date column's first day (ISO)", example = "2021-01-03")
        String first,

        @Schema(description = "A date column's last day (ISO)", example = "2024-12-30")
        String last) {

    static ViewerFilterView of(ViewerDatasets.Choices choices) {
        return new ViewerFilterView(
                choices.filter().field(),
                choices.filter().kind().json(),
                choices.filter().label(),
                choices.filter().initial(),
                choices.values(),
                choices.first(),
                choices.last());
    }
}
